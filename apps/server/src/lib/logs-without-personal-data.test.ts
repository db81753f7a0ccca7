import { sql } from 'drizzle-orm';
import { DEPT } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent, TEST_PASSWORD } from '../test/factories.js';
import { eventRegistrations, events } from '../db/schema/index.js';
import type { Db } from '../db/client.js';
import { PLANTED } from '../test/planted-values.js';

/**
 * Every line the whole app logs, at info, while personal values go through it: a student's phone numbers
 * and e-mail, a CNIC, a password and a session token, statements failing with those values as
 * parameters (through the error handler of real routes), a mail kept without SMTP. None may be written;
 * the statements' text and the request ids must be.
 */
const { CNIC, CNIC_DIGITS, EMAIL } = PLANTED;
const PHONE = PLANTED.PHONE_DIGITS;
const FATHER_PHONE = PLANTED.PHONE_INTL_DIGITS;
const NAME = 'Zarmeena Planted';
const WRONG_PASSWORD = 'Planted#Wrong-Passw0rd';
const METRICS_TOKEN = 'planted-metrics-token-0123456789';

const lines: string[] = [];
let t: TestApp;
let db: Db;
let lmsCalls = 0;
let token = '';

const planted = () => [CNIC, CNIC_DIGITS, PHONE, PLANTED.PHONE, FATHER_PHONE, EMAIL, NAME, WRONG_PASSWORD, TEST_PASSWORD, METRICS_TOKEN, token, token.split('.')[2]];

beforeAll(async () => {
  t = await createTestApp({
    config: { LOG_LEVEL: 'info', METRICS_TOKEN },
    logStream: { write: (line) => lines.push(line) },
    adapters: {
      // The learning-management system's call fails inside a statement carrying the planted values: first a
      // unique violation (the CNIC in PostgreSQL's detail), then a bad cast (the values in its message).
      lms: {
        async newInterStudents() {
          lmsCalls++;
          if (lmsCalls === 1) {
            const [event] = await db.select().from(events).limit(1);
            await db.insert(eventRegistrations).values(registration(event.EVENT_ID, 2));
          }
          await db.execute(sql`select ${`${NAME} ${CNIC} ${EMAIL}`}::int`);
          return [];
        },
      },
    },
  });
  db = t.db;
  const [event] = await db.insert(events).values({ CODE: 'LOGS-1', NAME: 'Logs', TICKET_STOCK: 10 }).returning();
  await db.insert(eventRegistrations).values(registration(event.EVENT_ID, 1));
}, 60_000);
afterAll(() => t.close());

const registration = (eventId: number, ticket: number) => ({
  EVENT_ID: eventId,
  TICKET_NO: ticket,
  NAME,
  EMAIL,
  CNIC: CNIC_DIGITS,
  PHONE,
  CITY: 'Lahore',
  LEVEL_OF_EDUCATION: 'BS',
  INSTITUTION_NAME: 'GCU',
});

describe('the app’s log', () => {
  it('holds no planted value, and keeps the statements and request ids', async () => {
    const { student } = await buildStudent(db, { NM: NAME, PH1: PHONE, F_CONTACT: FATHER_PHONE, EMAIL });
    const login = (password: string, id: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-request-id': id }, payload: { username: student.ROLNO, password } });
    const ok = await login(TEST_PASSWORD, 'logs-login-ok');
    expect(ok.statusCode).toBe(200);
    token = ok.json().token;
    expect((await login(WRONG_PASSWORD, 'logs-login-wrong')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: { authorization: `Bearer ${token}` } })).json().data).toBeTruthy();

    const card = await t.auth(await buildStaff(db, DEPT.CARD_OFFICE));
    const year = new Date().getFullYear();
    const list = await t.app.inject({ method: 'POST', url: '/api/admin/new-inter-students', headers: { ...card, 'x-request-id': 'logs-unique' }, payload: { year } });
    expect(list.statusCode).toBe(500);
    const excel = await t.app.inject({ method: 'GET', url: `/api/admin/new-inter-students/excel?year=${year}&ROLNO=${encodeURIComponent(EMAIL)}`, headers: { ...card, 'x-request-id': 'logs-cast' } });
    expect(excel.statusCode).toBe(500);
    for (const bearer of [METRICS_TOKEN, `${METRICS_TOKEN}-wrong`]) await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${bearer}` } });
    await t.app.mailer.send({ to: EMAIL, subject: `${NAME}: your ticket ${CNIC}`, text: `Dear ${NAME}, call ${PHONE}` });

    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown> & { err?: { message?: string; cause?: { detail?: string } } });
    const text = lines.join('');
    for (const value of planted()) expect(text, `planted value ${value}`).not.toContain(value);
    expect(text).not.toContain('params:');

    // What the log is for: which request failed, in which statement.
    const unique = logged.find((l) => l.reqId === 'logs-unique' && l.msg === 'request failed');
    expect(unique?.err?.message).toMatch(/^Failed query: insert into "event_registrations" \(.*\) values \(/);
    expect(unique?.err?.cause?.detail).toMatch(/^Key \(event_id, (cnic|lower\(email::text\))\)=\(…\) already exists\.$/);
    const cast = logged.find((l) => l.reqId === 'logs-cast' && l.msg === 'request failed');
    expect(cast?.err?.message).toBe('Failed query: select $1::int');
    expect(cast?.err?.cause).toMatchObject({ message: 'invalid input syntax for type integer: "…"' });
    expect(logged.some((l) => l.reqId === 'logs-login-wrong' && (l.req as { url?: string })?.url === '/api/auth/login')).toBe(true);
    expect(logged.some((l) => l.reqId === 'logs-cast' && (l.req as { url?: string })?.url === `/api/admin/new-inter-students/excel?year=${year}&ROLNO=…`)).toBe(true);
    expect(logged.some((l) => l.msg === 'mail kept in outbox (no SMTP configured)' && typeof l.mailId === 'number')).toBe(true);
  });
});
