import { BULK_MSG, DEPT, ID_CARD_MSG, M, MAX_BULK_ROWS, MSG, reasonFields, type SessionUser, STATUS as S } from '@portal/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardRequests, clearanceRequests, clearanceRows, eftApplications, eftSchedules, students, transportRequests } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { APPLICATION, buildClearanceStaff, type ClearanceStaff, client } from '../../test/clearance-helpers.js';
import { buildCardRequest } from '../../test/id-cards-helpers.js';
import { makeRequest, makeRoute } from '../../test/transport-helpers.js';

/** POST /api/admin/bulk-update: every row through its single save, one transaction per row. */
let t: TestApp;
let api: ReturnType<typeof client>;
let u: ClearanceStaff;
let student: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  u = await buildClearanceStaff(t);
  student = (await buildStudent(t.db)).user;
});
afterAll(() => t.close());

const bulk = (user: SessionUser | null, body: object) => api.post('/api/admin/bulk-update', user, body);
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;

/** A clearance request of a new student (application: PG library 413 and hostel 407 unless `hostel` is false). */
async function clearanceRequest(hostel = true) {
  const s = await buildStudent(t.db);
  const r = await api.post('/api/clearance-requests/student/new', s.user, { ...APPLICATION, hostel_id: hostel ? APPLICATION.hostel_id : null });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
  return { T_ID: req.T_ID, ROLNO: s.student.ROLNO };
}
const rowOf = async (T_ID: number, D_ID: number) =>
  (await t.db.select().from(clearanceRows).where(and(eq(clearanceRows.T_ID, T_ID), eq(clearanceRows.D_ID, D_ID))))[0];

describe('who may call', () => {
  it('401 anonymous; 403 students, and offices without the single save of the kind', async () => {
    expect((await bulk(null, { kind: 'clearance', T_IDs: [1], STATUS: S.APPROVED })).status).toBe(401);
    const refused: [SessionUser, string][] = [
      [student, 'clearance'],
      [student, 'endowment'],
      [u.transport, 'clearance'],
      [u.plain201, 'clearance'],
      [u.library, 'idcard'],
      [u.card, 'transport'],
      [u.library, 'endowment'],
    ];
    for (const [who, kind] of refused) {
      const r = await bulk(who, { kind, T_IDs: [1], STATUS: S.APPROVED });
      expect(r.status, `${who.D_ID} ${kind}`).toBe(403);
      expect(r.body).toMatchObject({ success: false, msg: MSG.forbidden });
    }
  });
});

describe('bad input is refused as a whole, nothing changed', () => {
  it.each([
    ['an unknown kind', { kind: 'events', T_IDs: [1], STATUS: S.APPROVED }, BULK_MSG.badKind],
    ['no rows', { kind: 'clearance', T_IDs: [], STATUS: S.APPROVED }, BULK_MSG.nothingSelected],
    ['too many rows', { kind: 'clearance', T_IDs: Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => i + 1), STATUS: S.APPROVED }, BULK_MSG.tooManyRows(MAX_BULK_ROWS)],
    ['no status', { kind: 'clearance', T_IDs: [1] }, MSG.selectStatus],
    ['a status the dialog does not offer', { kind: 'clearance', T_IDs: [1], STATUS: S.DELIVERED }, BULK_MSG.statusNotAllowed],
    ['a distribution date on clearance', { kind: 'clearance', T_IDs: [1], STATUS: S.APPROVED, DIST_DT: '2026-05-01' }, BULK_MSG.noDistributionDate],
  ])('%s', async (_name, body, msg) => {
    const { T_ID } = await clearanceRequest();
    const before = await auditCount();
    const r = await bulk(u.library, { ...body, ...('T_IDs' in body && body.T_IDs.length === 1 ? { T_IDs: [T_ID] } : {}) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, msg });
    expect((await rowOf(T_ID, DEPT.MAIN_LIBRARY)).REQ_ID).toBe(S.PENDING);
    expect(await auditCount()).toBe(before);
  });
  it('a day that does not exist on the card list', async () => {
    const r = await bulk(u.card, { kind: 'idcard', T_IDs: [1], STATUS: S.DELIVERED, DIST_DT: '2026-02-30' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(ID_CARD_MSG.badDistributionDate);
  });
});

describe('clearance: the caller’s own department row, through the clearance policy', () => {
  let ok: { T_ID: number; ROLNO: string }[];
  let forwarded: { T_ID: number; ROLNO: string };
  beforeAll(async () => {
    ok = [await clearanceRequest(), await clearanceRequest(), await clearanceRequest()];
    forwarded = await clearanceRequest();
    // Forwarded to the PG library by a single save: the main library's row waits for it (read-only).
    const f = await api.patch('/api/clearance-requests/update', u.library, { T_ID: forwarded.T_ID, STATUS: S.FORWARDED_PG_LIBRARY, COMMENT: '', VENUE: '' });
    expect(f.status).toBe(200);
  });

  const body = () => ({
    kind: 'clearance',
    T_IDs: [ok[0].T_ID, forwarded.T_ID, 99_999_999, ok[0].T_ID],
    ROLNOs: [ok[1].ROLNO.toLowerCase(), ` ${ok[2].ROLNO} `, '9999-NONE-99'],
    STATUS: S.APPROVED,
    COMMENT: 'Cleared in bulk',
  });

  it('dryRun answers what would happen and changes nothing', async () => {
    const before = await auditCount();
    const r = await bulk(u.library, { ...body(), dryRun: true });
    expect(r.status).toBe(200);
    expect(r.body.data.changed.map((c: { T_ID: number }) => c.T_ID).sort()).toEqual(ok.map((o) => o.T_ID).sort());
    expect(r.body.data.refused).toHaveLength(4);
    for (const o of ok) expect((await rowOf(o.T_ID, DEPT.MAIN_LIBRARY)).REQ_ID).toBe(S.PENDING);
    expect(await auditCount()).toBe(before);
  });

  it('changes the allowed rows, refuses the others with the single save’s reason and leaves them untouched', async () => {
    const before = await auditCount();
    const r = await bulk(u.library, body());
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    const { changed, refused } = r.body.data;
    expect(changed).toEqual([
      { T_ID: ok[0].T_ID, ROLNO: ok[0].ROLNO },
      { T_ID: ok[1].T_ID, ROLNO: ok[1].ROLNO },
      { T_ID: ok[2].T_ID, ROLNO: ok[2].ROLNO },
    ]);
    expect(refused).toEqual(
      expect.arrayContaining([
        { T_ID: forwarded.T_ID, ROLNO: forwarded.ROLNO, ...reasonFields(M.clearance.readOnlyMainLibraryForwarded) },
        { T_ID: 99_999_999, ...reasonFields(M.common.notFound) },
        { T_ID: ok[0].T_ID, ...reasonFields(M.bulk.duplicateRow) },
        { ROLNO: '9999-NONE-99', ...reasonFields(M.bulk.noRequestForRollNumber) },
      ]),
    );
    expect(refused).toHaveLength(4);
    for (const o of ok) expect(await rowOf(o.T_ID, DEPT.MAIN_LIBRARY)).toMatchObject({ REQ_ID: S.APPROVED, COMMENT: 'Cleared in bulk' });
    expect(await rowOf(forwarded.T_ID, DEPT.MAIN_LIBRARY)).toMatchObject({ REQ_ID: S.FORWARDED_PG_LIBRARY, COMMENT: '' });
    // One audit entry per changed row, as the single save writes.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ENTITY, 'clearance_row'), inArray(auditLog.ENTITY_ID, ok.map((o) => String(o.T_ID)))));
    expect(entries.filter((e) => (e.AFTER as { REQ_ID: number }).REQ_ID === S.APPROVED)).toHaveLength(3);
    expect(await auditCount()).toBeGreaterThanOrEqual(before + 3);
    // The request's summary moved as the single save moves it.
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, ok[0].T_ID));
    expect(req.ROWS_APPROVED).toBe(1);
  });

  it('a department acts only on its own rows; a venue left out keeps the row’s venue', async () => {
    const withHostel = await clearanceRequest(true);
    const withoutHostel = await clearanceRequest(false);
    await t.db.update(clearanceRows).set({ VENUE: 'Hostel office' }).where(and(eq(clearanceRows.T_ID, withHostel.T_ID), eq(clearanceRows.D_ID, 407)));
    const r = await bulk(u.hostel, { kind: 'clearance', T_IDs: [withHostel.T_ID, withoutHostel.T_ID], STATUS: S.APPROVED });
    expect(r.body.data.changed).toEqual([{ T_ID: withHostel.T_ID, ROLNO: withHostel.ROLNO }]);
    // A request without the caller's row is not theirs: refused as a request that does not exist.
    expect(r.body.data.refused).toEqual([{ T_ID: withoutHostel.T_ID, ROLNO: withoutHostel.ROLNO, ...reasonFields(M.common.notFound) }]);
    expect(await rowOf(withHostel.T_ID, 407)).toMatchObject({ REQ_ID: S.APPROVED, VENUE: 'Hostel office' });
  });
});

describe('clearance: a rejection needs a comment, and a kept comment counts', () => {
  it('rejects the row that has a comment, refuses the one without and leaves it untouched', async () => {
    const withComment = await clearanceRequest();
    const without = await clearanceRequest();
    await t.db.update(clearanceRows).set({ COMMENT: 'Two books not returned' }).where(and(eq(clearanceRows.T_ID, withComment.T_ID), eq(clearanceRows.D_ID, DEPT.MAIN_LIBRARY)));
    const r = await bulk(u.library, { kind: 'clearance', T_IDs: [withComment.T_ID, without.T_ID], STATUS: S.REJECTED });
    expect(r.body.data.changed).toEqual([{ T_ID: withComment.T_ID, ROLNO: withComment.ROLNO }]);
    expect(r.body.data.refused).toEqual([{ T_ID: without.T_ID, ROLNO: without.ROLNO, ...reasonFields(M.common.rejectionNeedsComment) }]);
    expect(await rowOf(withComment.T_ID, DEPT.MAIN_LIBRARY)).toMatchObject({ REQ_ID: S.REJECTED, COMMENT: 'Two books not returned' });
    expect((await rowOf(without.T_ID, DEPT.MAIN_LIBRARY)).REQ_ID).toBe(S.PENDING);
  });
});

describe('ID cards: the card rules, status 6 deleting the photo, the card list', () => {
  it('saves each request as the edit form does, and refuses requests of another list', async () => {
    const a = await buildStudent(t.db);
    const b = await buildStudent(t.db);
    const dup = await buildStudent(t.db);
    const ra = await buildCardRequest(t.db, a.student.ID, { VENUE: 'Room 4' });
    const rb = await buildCardRequest(t.db, b.student.ID);
    const rdup = await buildCardRequest(t.db, dup.student.ID, { CARD_TYPE: 2 });
    const call = { kind: 'idcard', cardType: 1, ROLNOs: [a.student.ROLNO, b.student.ROLNO], T_IDs: [rdup.TRANS_ID], STATUS: S.IMAGE_NOT_CLEAR, DIST_DT: '2026-03-02' };
    // The preview deletes no photo.
    const preview = await bulk(u.card, { ...call, dryRun: true });
    expect(preview.body.data.changed).toHaveLength(2);
    const [kept] = await t.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, a.student.ID));
    expect(kept.PHOTO).not.toBeNull();
    const r = await bulk(u.card, call);
    expect(r.status).toBe(200);
    expect(r.body.data.changed.map((c: { T_ID: number }) => c.T_ID)).toEqual([ra.TRANS_ID, rb.TRANS_ID]);
    expect(r.body.data.refused).toEqual([{ T_ID: rdup.TRANS_ID, ROLNO: dup.student.ROLNO, ...reasonFields(M.bulk.notInList) }]);
    const [after] = await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, ra.TRANS_ID));
    expect(after).toMatchObject({ REQ_STATUS: S.IMAGE_NOT_CLEAR, VENUE: 'Room 4' });
    expect(after.DISTRIBUTION_DATE?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const photos = await t.db.select({ ID: students.ID, PHOTO: students.PHOTO }).from(students).where(inArray(students.ID, [a.student.ID, b.student.ID, dup.student.ID]));
    expect(photos.find((p) => p.ID === a.student.ID)?.PHOTO).toBeNull();
    expect(photos.find((p) => p.ID === dup.student.ID)?.PHOTO).not.toBeNull();
    const [untouched] = await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, rdup.TRANS_ID));
    expect(untouched.REQ_STATUS).toBe(S.SUBMITTED);
  });
});

describe('transport: the office’s save for each request', () => {
  it('sets status, date and venue; status 6 deletes the photo; LAST_TR_S follows', async () => {
    const route = await makeRoute(t.db);
    const s = await buildStudent(t.db);
    const req = await makeRequest(t.db, s.student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, S.SUBMITTED);
    const r = await bulk(u.transport, { kind: 'transport', T_IDs: [req.TRANS_ID, 99_999_999], STATUS: S.IMAGE_NOT_CLEAR, DIST_DT: '2026-04-01', VENUE: 'Bus office' });
    expect(r.status).toBe(200);
    expect(r.body.data.changed).toEqual([{ T_ID: req.TRANS_ID, ROLNO: s.student.ROLNO }]);
    expect(r.body.data.refused).toHaveLength(1);
    const [after] = await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
    expect(after).toMatchObject({ REQ_STATUS: S.IMAGE_NOT_CLEAR, DISTRIBUTION_DATE: '2026-04-01', VENUE: 'Bus office' });
    const [st] = await t.db.select({ PHOTO: students.PHOTO, LAST_TR_S: students.LAST_TR_S }).from(students).where(eq(students.ID, s.student.ID));
    expect(st).toEqual({ PHOTO: null, LAST_TR_S: S.IMAGE_NOT_CLEAR });
  });
});

describe('endowment: the treasurer’s decision for each application', () => {
  it('a rejection needs a comment: kept comments count, empty ones are refused', async () => {
    const [schedule] = await t.db.insert(eftSchedules).values({ TITLE: 'Bulk schedule', OPENS_AT: new Date(Date.now() - 86_400_000), CLOSES_AT: new Date(Date.now() + 86_400_000) }).returning();
    const app = async (COMMENT: string) => {
      const s = await buildStudent(t.db);
      const doc = Buffer.from('%PDF-1.4 test');
      const [row] = await t.db
        .insert(eftApplications)
        .values({ SCHEDULE_ID: schedule.ID, STUDENT_ID: s.student.ID, HOUSEHOLD_INCOME: 1, DEPENDANTS: 1, GUARDIAN_OCCUPATION: 'x', REASON: 'r', DOC: doc, DOC_NAME: 'a.pdf', DOC_TYPE: 'application/pdf', DOC_SIZE: doc.length, STATUS: S.SUBMITTED, COMMENT })
        .returning();
      return row.ID;
    };
    const withComment = await app('Income above the limit');
    const without = await app('');
    const r = await bulk(u.treasurer, { kind: 'endowment', T_IDs: [withComment, without], STATUS: S.REJECTED });
    expect(r.status).toBe(200);
    expect(r.body.data.changed.map((c: { T_ID: number }) => c.T_ID)).toEqual([withComment]);
    expect(r.body.data.refused).toMatchObject([{ T_ID: without, ...reasonFields(M.common.rejectionNeedsComment) }]);
    const rows = await t.db.select({ ID: eftApplications.ID, STATUS: eftApplications.STATUS }).from(eftApplications).where(inArray(eftApplications.ID, [withComment, without]));
    expect(Object.fromEntries(rows.map((x) => [x.ID, x.STATUS]))).toEqual({ [withComment]: S.REJECTED, [without]: S.SUBMITTED });
  });
});
