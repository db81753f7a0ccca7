import { DEPT, NOTIFICATION_MSG } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttempts, mailOutbox } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { startSmtp } from '../test/smtp.js';

/**
 * Mail goes through the job queue to a real SMTP server inside the test; a refusing server
 * gets retries with backoff, each attempt recorded, then "failed"; the card office's resend then succeeds.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    config: { SMTP_URL: smtp.url, JOB_WORKERS: 'on', JOB_POLL_SECONDS: 0.5, MAIL_RETRY_LIMIT: 2, MAIL_RETRY_DELAY_SECONDS: 1 },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const enqueue = (to: string, key: string) =>
  t.db.transaction((tx) => t.app.mailer.enqueue(tx, { to, subject: `Subject ${key}`, text: `Body ${key}`, html: `<p>Body ${key}</p>`, key }));
const mailRow = async (id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.ID, id)))[0];
async function until(id: number, status: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const m = await mailRow(id);
    if (m.STATUS === status) return m;
    if (Date.now() > end) throw new Error(`mail ${id} is ${m.STATUS}, not ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('mail through the job queue', () => {
  it('is sent once over SMTP and recorded as sent with one attempt', async () => {
    const id = (await enqueue('ali@students.example.edu', 'event-1'))!;
    const m = await until(id, 'sent');
    expect(m.ATTEMPTS).toBe(1);
    expect(m.SENT_AT).not.toBeNull();
    const got = smtp.to('ali@students.example.edu');
    expect(got).toHaveLength(1);
    expect(got[0].raw).toContain('Subject: Subject event-1');
    expect(got[0].raw).toMatch(/Message-ID: <event-1\.[0-9a-f]{32}@portal\.local>/i);
  }, 40_000);

  it('the same event (idempotency key) is never recorded or sent twice', async () => {
    expect(await enqueue('ali@students.example.edu', 'event-1')).toBeNull();
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to('ali@students.example.edu')).toHaveLength(1);
  });

  it('a refusing SMTP server: retries with backoff, every attempt recorded, then failed; resend succeeds', async () => {
    smtp.state.mode = 'refuse';
    const id = (await enqueue('sara@students.example.edu', 'event-2'))!;
    const failed = await until(id, 'failed', 40_000);
    expect(failed.ATTEMPTS).toBe(3);
    expect(failed.ERROR).toContain('mailbox busy');
    const attempts = await t.db.select().from(mailAttempts).where(eq(mailAttempts.MAIL_ID, id));
    expect(attempts).toHaveLength(3);
    expect(attempts.every((a) => a.OK === false && a.ERROR?.includes('mailbox busy'))).toBe(true);
    // Backoff: the attempts are spread out, not back to back.
    expect(attempts[2].AT.getTime() - attempts[0].AT.getTime()).toBeGreaterThan(1500);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox?page=1&pageSize=10&filters[STATUS]=failed', headers: await t.auth(await buildStaff(t.db, DEPT.CARD_OFFICE)) });
    expect(list.statusCode).toBe(200);

    smtp.state.mode = 'accept';
    const url = `/api/admin/mail-outbox/${id}/resend`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const student = await buildStudent(t.db);
    expect((await t.app.inject({ method: 'POST', url, headers: await t.auth(student.user) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: await t.auth(await buildStaff(t.db, DEPT.TRANSPORT)) })).statusCode).toBe(403);
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const res = await t.app.inject({ method: 'POST', url, headers: await t.auth(card) });
    expect(res.json()).toMatchObject({ success: true, msg: NOTIFICATION_MSG.mailResent });
    const sent = await until(id, 'sent');
    expect(sent.ATTEMPTS).toBe(4);
    expect(sent.ERROR).toBeNull();
    expect(smtp.to('sara@students.example.edu')).toHaveLength(1);

    const again = await t.app.inject({ method: 'POST', url, headers: await t.auth(card) });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(NOTIFICATION_MSG.mailNotFailed);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/mail-outbox/abc/resend', headers: await t.auth(card) })).statusCode).toBe(400);
  }, 60_000);
});
