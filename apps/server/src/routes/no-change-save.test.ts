import { DEPT, MSG, type SessionUser, STATUS as S } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardRequests, clearanceRequests, clearanceRows, notifications, transportRequests } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { type BuiltStudent, buildStaff, buildStudent } from '../test/factories.js';
import { APPLICATION, buildClearanceStaff, type ClearanceStaff, client } from '../test/clearance-helpers.js';
import { buildCardRequest, idCardFormBody } from '../test/id-cards-helpers.js';
import { makeRequest, makeRoute } from '../test/transport-helpers.js';

/**
 * A staff save that changes nothing answers so and writes nothing — no audit entry, no notification,
 * no row version or date — in every staff save: clearance rows, ID-card and transport requests, and
 * each row of a bulk decision (counted as unchanged).
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let u: ClearanceStaff;
let transport: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  u = await buildClearanceStaff(t);
  transport = await buildStaff(t.db, DEPT.TRANSPORT);
});
afterAll(() => t.close());

const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
const noticesOf = async (accountId: number) => (await t.db.select({ n: count() }).from(notifications).where(eq(notifications.ACCOUNT_ID, accountId)))[0].n;

async function clearanceRequest() {
  const s = await buildStudent(t.db);
  await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
  const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
  return { s, T_ID: req.T_ID };
}
const libraryRow = async (T_ID: number) =>
  (await t.db.select().from(clearanceRows).where(and(eq(clearanceRows.T_ID, T_ID), eq(clearanceRows.D_ID, DEPT.MAIN_LIBRARY))))[0];

describe('clearance rows', () => {
  it('saving the row as it is answers "nothing to save" and writes nothing; the tracker is unchanged', async () => {
    const { s, T_ID } = await clearanceRequest();
    const save = (body: object) => api.patch('/api/clearance-requests/update', u.library, { T_ID, ...body });
    const row0 = await libraryRow(T_ID);
    const [req0] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, T_ID));
    const tracker0 = (await api.get('/api/student/clearance-progress', s.user)).body.data;
    const [a0, n0] = [await audits(), await noticesOf(s.user.ID)];

    for (const body of [
      { STATUS: S.PENDING, COMMENT: '', VENUE: '' },
      { STATUS: S.PENDING, COMMENT: '  ', VENUE: ' ', VERSION: row0.VERSION },
    ]) {
      const res = await save(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, msg: MSG.nothingChanged, unchanged: true });
    }
    expect(await libraryRow(T_ID)).toEqual(row0);
    expect((await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, T_ID)))[0]).toEqual(req0);
    expect(await audits()).toBe(a0);
    expect(await noticesOf(s.user.ID)).toBe(n0);
    expect((await api.get('/api/student/clearance-progress', s.user)).body.data).toEqual(tracker0);

    // A real change still saves, once; saving it again changes nothing.
    expect((await save({ STATUS: S.BOOKS_PENDING, COMMENT: 'Return 2 books', VENUE: '' })).body.unchanged).toBeUndefined();
    const row1 = await libraryRow(T_ID);
    expect(row1).toMatchObject({ REQ_ID: S.BOOKS_PENDING, VERSION: row0.VERSION + 1 });
    expect((await save({ STATUS: S.BOOKS_PENDING, COMMENT: 'Return 2 books', VENUE: '' })).body.unchanged).toBe(true);
    expect(await libraryRow(T_ID)).toEqual(row1);
    expect(await audits()).toBe(a0 + 1);
  });

  it('a refused save is still refused, not "nothing to save"', async () => {
    const { T_ID } = await clearanceRequest();
    const res = await api.patch('/api/clearance-requests/update', u.pg, { T_ID, STATUS: S.PENDING, COMMENT: '', VENUE: '' });
    expect(res.status).toBe(403);
  });
});

describe('ID-card and transport request edits', () => {
  it('an ID-card form saved twice writes once', async () => {
    const s: BuiltStudent = await buildStudent(t.db);
    const r = await buildCardRequest(t.db, s.student.ID);
    const body = idCardFormBody(s, r.TRANS_ID, { dtdistribution: '2026-06-15T00:00:00.000Z', MACHINE_ID: '' });
    const post = () => api.post('/api/admin/update-idcard-request-form', u.card, body);
    expect((await post()).body.unchanged).toBeUndefined();
    const [row] = await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, r.TRANS_ID));
    const [a0, n0] = [await audits(), await noticesOf(s.user.ID)];
    const again = await post();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, msg: MSG.nothingChanged, unchanged: true, data: { PHOTO_DELETED: false } });
    expect((await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, r.TRANS_ID)))[0]).toEqual(row);
    expect(await audits()).toBe(a0);
    expect(await noticesOf(s.user.ID)).toBe(n0);
  });

  it('a transport review saved twice writes once', async () => {
    const { route, stops } = await makeRoute(t.db);
    const s = await buildStudent(t.db);
    const req = await makeRequest(t.db, s.student.ID, route.ROUTE_ID, stops[0].STOP_ID, S.SUBMITTED);
    const body = { TRANS_ID: req.TRANS_ID, DIST_DT: '2026-05-06', VENUE: 'Transport Office', REQ_STATUS: S.FEE_PENDING, COMMENT: 'Pay the fee' };
    const post = () => api.post('/api/admin/transportFormUpdateByAdmin', transport, body);
    expect((await post()).body.unchanged).toBeUndefined();
    const [row] = await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
    const [a0, n0] = [await audits(), await noticesOf(s.user.ID)];
    const again = await post();
    expect(again.body).toMatchObject({ success: true, msg: MSG.nothingChanged, unchanged: true });
    expect((await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, req.TRANS_ID)))[0]).toEqual(row);
    expect(await audits()).toBe(a0);
    expect(await noticesOf(s.user.ID)).toBe(n0);
  });
});

describe('bulk decisions', () => {
  it('rows already as asked are counted unchanged, not changed, and nothing is written for them', async () => {
    const a = await clearanceRequest();
    const b = await clearanceRequest();
    expect((await api.patch('/api/clearance-requests/update', u.library, { T_ID: a.T_ID, STATUS: S.BOOKS_PENDING, COMMENT: '', VENUE: '' })).status).toBe(200);
    const rowA = await libraryRow(a.T_ID);
    const a0 = await audits();
    for (const dryRun of [true, false]) {
      const res = await api.post('/api/admin/bulk-update', u.library, { kind: 'clearance', T_IDs: [a.T_ID, b.T_ID], STATUS: S.BOOKS_PENDING, dryRun });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ changed: [{ T_ID: b.T_ID }], unchanged: [{ T_ID: a.T_ID }], refused: [] });
    }
    expect(await libraryRow(a.T_ID)).toEqual(rowA);
    expect(await audits()).toBe(a0 + 1);
  });
});
