import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLEARANCE_MSG, STATUS, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent, testJpeg } from '../test/factories.js';
import { eftSchedules } from '../db/schema/index.js';
import { multipart } from '../test/multipart.js';
import { applicationFields, applyUrl, makeRoute, multipart as transportMultipart } from '../test/transport-helpers.js';
import { attendee, buildEvent } from '../test/event-factory.js';
import { recordFigure } from './figures.js';

/**
 * The same request sent many times at once by one student files exactly one record;
 * 200 registrations for 10 tickets sell exactly 10.
 */
const COPIES = 50;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) => Number(((await t.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0].n);
const senior = async (withPhoto = false) => (await buildStudent(t.db, { YEAR: new Date().getFullYear() - 2, withPhoto })).user;

async function fire(user: SessionUser, request: () => Promise<{ url: string; payload: unknown; headers?: Record<string, string> }>) {
  const auth = await t.auth(user);
  const calls = await Promise.all(Array.from({ length: COPIES }, request));
  const answers = await Promise.all(calls.map((c) => t.app.inject({ method: 'POST', url: c.url, payload: c.payload as string, headers: { ...auth, ...(c.headers ?? {}) } })));
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s >= 500), JSON.stringify(answers.find((a) => a.statusCode >= 500)?.json())).toEqual([]);
  return statuses.filter((s) => s === 200).length;
}

/** `url` posted by every copy as multipart form data, each copy's made by `form()`. */
const fireForm = (user: SessionUser, url: string, form: () => { payload: unknown; headers: Record<string, string> }) =>
  fire(user, async () => ({ url, ...form() }));

const results: string[] = [];
afterAll(() => {
  recordFigure('races', `${COPIES} identical applications at once, per kind → records`, results.join('; '));
});

/** Exactly one copy succeeded and `query` counts exactly one record (noted for the figures as `kind`). */
async function expectOneRecord(kind: string, ok: number, query: ReturnType<typeof sql>) {
  const n = await count(query);
  results.push(`${kind} ${n}`);
  expect([ok, n]).toEqual([1, 1]);
}

const CARD_FIELDS = { S_CONTACT: '03001112233', F_CONTACT: '03214445566', B_GROUP: 'O+', ADDRESS: 'House 12, Street 3, Lahore' };

describe(`${COPIES} identical applications at once by one student`, () => {
  it('clearance: one request', async () => {
    const user = await senior(true);
    const payload = { d_id: 413, hostel_id: 407, mail_address: 'House 5, Model Town, Lahore', reason: 'Degree Completion', card_poss: 1 };
    const ok = await fire(user, async () => ({ url: '/api/clearance-requests/student/new', payload }));
    await expectOneRecord('clearance', ok, sql`select count(*) as n from clearance_requests where student_id = ${user.STD_ID} and deleted_at is null`);
  });

  it('new ID card: one request', async () => {
    const user = await senior();
    const bytes = await testJpeg();
    const ok = await fireForm(user, '/api/student/card-requests', () => multipart(CARD_FIELDS, { name: 'me.jpg', bytes, type: 'image/jpeg' }));
    await expectOneRecord('ID card', ok, sql`select count(*) as n from card_requests where student_id = ${user.STD_ID}`);
  });

  it('duplicate ID card: one request', async () => {
    const { user, student } = await buildStudent(t.db, { YEAR: new Date().getFullYear() - 2 });
    await t.db.execute(sql`insert into card_requests (student_id, card_type, req_status) values (${student.ID}, 1, ${STATUS.DELIVERED})`);
    const ok = await fireForm(user, '/api/student/duplicate-card-requests', () => multipart(CARD_FIELDS));
    await expectOneRecord('duplicate card', ok, sql`select count(*) as n from card_requests where student_id = ${student.ID} and card_type <> 1`);
  });

  it('transport card: one request', async () => {
    const user = await senior();
    const { route, stops } = await makeRoute(t.db);
    const bytes = await testJpeg();
    const ok = await fireForm(user, applyUrl(user), () =>
      transportMultipart(applicationFields(user, route.ROUTE_ID, stops[0].STOP_ID), { name: 'me.jpg', bytes, type: 'image/jpeg' }),
    );
    await expectOneRecord('transport', ok, sql`select count(*) as n from transport_requests where student_id = ${user.STD_ID}`);
  });

  it('endowment: one application', async () => {
    await t.db.insert(eftSchedules).values({ TITLE: 'Race Endowment', OPENS_AT: new Date(Date.now() - 86_400_000), CLOSES_AT: new Date(Date.now() + 86_400_000) });
    const user = await senior();
    const bytes = await testJpeg();
    const fields = { HOUSEHOLD_INCOME: '42000', DEPENDANTS: '6', GUARDIAN_OCCUPATION: 'Shopkeeper', REASON: 'My father lost his job after the floods this year.' };
    const ok = await fireForm(user, '/api/eft/apply', () => multipart(fields, { name: 'doc.jpg', bytes, type: 'image/jpeg' }));
    await expectOneRecord('endowment', ok, sql`select count(*) as n from eft_applications where student_id = ${user.STD_ID}`);
  });
});

describe('tickets', () => {
  it('200 registrations at once for 10 tickets sell exactly 10', async () => {
    await buildEvent(t.db, { stock: 10, name: 'Race Event' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/client/registerAttendees', payload: { Data: attendee(1000 + i) }, remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const tickets = ok.map((a) => a.json().data.ticket_id as number).sort((a, b) => a - b);
    const sold = await count(sql`select count(*) as n from event_registrations`);
    recordFigure('races', '200 registrations at once for 10 tickets → sold', `${sold} (tickets ${tickets.join(',')})`);
    expect(sold).toBe(10);
    expect(tickets).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('two staff saving one row', () => {
  it('both are answered: the stale save is refused with a clear message, the reloaded one lands, the audit log has both', async () => {
    const student = await senior(true);
    const payload = { d_id: 413, hostel_id: 407, mail_address: 'House 5, Model Town, Lahore', reason: 'Degree Completion', card_poss: 1 };
    expect((await t.app.inject({ method: 'POST', url: '/api/clearance-requests/student/new', payload, headers: await t.auth(student) })).statusCode).toBe(200);
    const tId = await count(sql`select t_id as n from clearance_requests where student_id = ${student.STD_ID}`);
    const [first, second] = [await buildStaff(t.db, 407), await buildStaff(t.db, 407)];
    const openForm = async (user: SessionUser) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/clearance-requests/${tId}`, headers: await t.auth(user) });
      return (res.json().data[1] as { D_ID: number; REQ_ID: number; VERSION: number }[]).find((r) => r.D_ID === 407)!;
    };
    const row = await openForm(first);
    expect(await openForm(second)).toEqual(row);
    const save = async (user: SessionUser, COMMENT: string, VERSION: number) =>
      t.app.inject({ method: 'PATCH', url: '/api/clearance-requests/update', payload: { T_ID: tId, STATUS: STATUS.PENDING, COMMENT, VENUE: 'Hostel office', VERSION }, headers: await t.auth(user) });
    const answers = await Promise.all([save(first, 'Room key returned', row.VERSION), save(second, 'Mess dues cleared', row.VERSION)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const stale = answers.find((a) => a.statusCode === 409)!;
    expect(stale.json()).toMatchObject({ success: false, msg: CLEARANCE_MSG.staleRow });
    const loser = answers[0].statusCode === 409 ? first : second;
    const reloaded = await openForm(loser);
    expect(reloaded.VERSION).toBe(row.VERSION + 1);
    expect((await save(loser, 'Both checked', reloaded.VERSION)).statusCode).toBe(200);
    const audits = await count(sql`select count(*) as n from audit_log where entity = 'clearance_row' and entity_id = ${String(tId)} and action = 'update'`);
    expect(audits).toBe(2);
    recordFigure('races', 'two staff saving one row at once → saved / refused as stale / audited', `1 / 1 / ${audits} (after the reload)`);
  });
});

describe('bulk and single saves on the same rows at once', () => {
  it('every save is either refused or lands whole: versions and audit entries add up, no 5xx', async () => {
    const payload = { d_id: 413, hostel_id: 407, mail_address: 'House 5, Model Town, Lahore', reason: 'Degree Completion', card_poss: 1 };
    const tIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const student = await senior(true);
      expect((await t.app.inject({ method: 'POST', url: '/api/clearance-requests/student/new', payload, headers: await t.auth(student) })).statusCode).toBe(200);
      tIds.push(await count(sql`select t_id as n from clearance_requests where student_id = ${student.STD_ID}`));
    }
    const [bulkStaff, singleStaff] = [await buildStaff(t.db, 407), await buildStaff(t.db, 407)];
    const bulkAuth = await t.auth(bulkStaff);
    const singleAuth = await t.auth(singleStaff);
    const versions = await Promise.all(
      tIds.map(async (tId) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/clearance-requests/${tId}`, headers: singleAuth });
        return (res.json().data[1] as { D_ID: number; VERSION: number }[]).find((r) => r.D_ID === 407)!.VERSION;
      }),
    );
    const [bulk, ...singles] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/admin/bulk-update', payload: { kind: 'clearance', T_IDs: tIds, STATUS: STATUS.PENDING, COMMENT: 'Checked in bulk' }, headers: bulkAuth }),
      ...tIds.map((tId, i) =>
        t.app.inject({ method: 'PATCH', url: '/api/clearance-requests/update', payload: { T_ID: tId, STATUS: STATUS.PENDING, COMMENT: 'Checked one by one', VENUE: '', VERSION: versions[i] }, headers: singleAuth }),
      ),
    ]);
    expect(bulk.statusCode, bulk.body).toBe(200);
    const changedByBulk = new Set((bulk.json().data.changed as { T_ID: number }[]).map((c) => c.T_ID));
    expect(singles.map((s) => s.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const stale of singles.filter((s) => s.statusCode === 409)) expect(stale.json().msg).toBe(CLEARANCE_MSG.staleRow);
    let saves = 0;
    for (const [i, tId] of tIds.entries()) {
      const landed = (changedByBulk.has(tId) ? 1 : 0) + (singles[i].statusCode === 200 ? 1 : 0);
      saves += landed;
      const version = await count(sql`select version as n from clearance_rows where t_id = ${tId} and d_id = 407`);
      const audits = await count(sql`select count(*) as n from audit_log where entity = 'clearance_row' and entity_id = ${String(tId)} and action = 'update'`);
      expect([version, audits], `row ${tId}`).toEqual([versions[i] + landed, landed]);
    }
    const refused = singles.filter((s) => s.statusCode === 409).length;
    recordFigure('races', 'bulk (10 rows) and 10 single saves at once → saves landed / singles refused as stale', `${saves} / ${refused}`);
  });
});
