import { CHALLAN_HEAD, CLEARANCE_FEE, CLEARANCE_MSG, DEPT, formatDate, MSG, STATUS as S, type SessionUser } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, challans, clearanceRequests, notifications } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { APPLICATION, buildClearanceStaff, type ClearanceStaff, client } from '../../test/clearance-helpers.js';

/**
 * Challans as a user meets them: the clearance fee the form announces is issued with the application;
 * each office issues only its own heads; a challan its office cancelled is told apart at /verify.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let u: ClearanceStaff;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  u = await buildClearanceStaff(t);
});
afterAll(() => t.close());

async function apply(overrides: Partial<typeof APPLICATION> = {}) {
  const s = await buildStudent(t.db);
  const res = await api.post('/api/clearance-requests/student/new', s.user, { ...APPLICATION, ...overrides });
  expect(res.status).toBe(200);
  const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
  return { student: s.user, studentId: s.student.ID, T_ID: req.T_ID };
}
const challansOf = (T_ID: number) => t.db.select().from(challans).where(eq(challans.T_ID, T_ID));
const challanAudits = (T_ID: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.ENTITY, 'challan'), eq(auditLog.ENTITY_ID, String(T_ID))));

describe('the clearance fee is issued with the application', () => {
  it('one treasurer challan of the clearance fee, audited and told to the student, in the application', async () => {
    const { student, T_ID } = await apply();
    const list = await challansOf(T_ID);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      KIND: 'clearance',
      D_ID: DEPT.TREASURER,
      CHALLAN_TYPE: CHALLAN_HEAD.CLEARANCE_PROCESSING_FEE,
      DES: 'Clearance Processing Fee',
      BAL: CLEARANCE_FEE,
      PAID: 0,
    });
    expect((await challanAudits(T_ID)).map((a) => a.ACTION)).toEqual(['create']);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.ACCOUNT_ID, student.ID), eq(notifications.KIND, 'challan')));
    expect(told).toHaveLength(1);
    // The student sees it on My Requests and on the tracker.
    const mine = (await api.get('/api/clearance-requests/student/my', student)).body.data;
    expect(mine.challans.map((c: { DES: string; BAL: number }) => [c.DES, c.BAL])).toEqual([['Clearance Processing Fee', CLEARANCE_FEE]]);
  });

  it('a student without the card gets the card charge as well', async () => {
    const { T_ID } = await apply({ card_poss: 0 });
    expect((await challansOf(T_ID)).map((c) => [c.D_ID, c.CHALLAN_TYPE]).sort()).toEqual([
      [DEPT.CARD_OFFICE, CHALLAN_HEAD.STUDENT_CARD_CHARGES],
      [DEPT.TREASURER, CHALLAN_HEAD.CLEARANCE_PROCESSING_FEE],
    ]);
  });

  it("the treasurer approves only once the fee is paid", async () => {
    const { T_ID } = await apply();
    const approve = () => api.patch('/api/clearance-requests/update', u.treasurer, { T_ID, STATUS: S.APPROVED, COMMENT: '', VENUE: '' });
    expect((await approve()).body.msg).toBe(' Approval Denied! Unpaid challans detected.');
    const [fee] = await challansOf(T_ID);
    expect((await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: fee.CHALLAN_ID })).status).toBe(200);
    expect((await approve()).status).toBe(200);
  });
});

describe('each office issues its own challan heads', () => {
  it('getChallanHeads answers the heads of the caller\'s office only', async () => {
    const heads = async (who: SessionUser) => (await api.get('/api/clearance-requests/heads/getChallanHeads', who)).body.data.map((h: { REQ_DEF: string }) => h.REQ_DEF);
    expect(await heads(u.hostels)).toEqual(['Hostel Room Rent', 'Mess Bill', 'Hostel Damage Charges', 'Miscellaneous Fine']);
    expect(await heads(u.hostel)).toEqual(['Hostel Room Rent', 'Mess Bill', 'Hostel Damage Charges', 'Miscellaneous Fine']);
    expect(await heads(u.library)).toEqual(['Library Fine', 'Lost Book Charges', 'Miscellaneous Fine']);
    expect(await heads(u.treasurer)).toEqual(['Tuition Fee Arrears', 'Examination Fee', 'Laboratory Dues', 'Miscellaneous Fine', 'Clearance Processing Fee']);
    expect(await heads(u.exam)).toEqual([]);
    expect(await heads(u.card)).toEqual([]);
  });

  it('the hostels office cannot issue an Examination Fee challan: 400 with the reason, nothing written', async () => {
    const { T_ID } = await apply();
    const before = { challans: await challansOf(T_ID), audits: await challanAudits(T_ID) };
    const res = await api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID, CH_TYPE: CHALLAN_HEAD.EXAMINATION_FEE, CH_AMOUNT: 1500 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: CLEARANCE_MSG.headNotIssuedByOffice('Examination Fee') });
    const lib = await api.post('/api/clearance-requests/newChallan', u.library, { T_ID, CH_TYPE: CHALLAN_HEAD.MESS_BILL, CH_AMOUNT: 1500 });
    expect(lib.body).toMatchObject({ success: false, msg: CLEARANCE_MSG.headNotIssuedByOffice('Mess Bill') });
    expect(await challansOf(T_ID)).toEqual(before.challans);
    expect(await challanAudits(T_ID)).toEqual(before.audits);
  });

  it('an edit cannot move a challan to another office\'s head', async () => {
    const { T_ID } = await apply();
    const made = await api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID, CH_TYPE: CHALLAN_HEAD.MESS_BILL, CH_AMOUNT: 900 });
    expect(made.status).toBe(200);
    const id = made.body.data.CHALLAN_ID as number;
    const res = await api.patch('/api/clearance-requests/editChallan', u.hostels, { CH_ID: id, CH_TYPE: CHALLAN_HEAD.LIBRARY_FINE, CH_AMOUNT: 900 });
    expect(res.body).toMatchObject({ success: false, msg: CLEARANCE_MSG.headNotIssuedByOffice('Library Fine') });
    const [c] = await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, id));
    expect(c).toMatchObject({ CHALLAN_TYPE: CHALLAN_HEAD.MESS_BILL, DES: 'Mess Bill', BAL: 900 });
  });
});

describe('editing a challan without a change', () => {
  it('answers "nothing to save" and writes nothing: no audit entry, no notification', async () => {
    const { student, T_ID } = await apply();
    const made = await api.post('/api/clearance-requests/newChallan', u.library, { T_ID, CH_TYPE: CHALLAN_HEAD.LIBRARY_FINE, CH_AMOUNT: 400 });
    const CH_ID = made.body.data.CHALLAN_ID as number;
    const [audits0, told0] = [(await challanAudits(T_ID)).length, (await t.db.select().from(notifications).where(eq(notifications.ACCOUNT_ID, student.ID))).length];
    const res = await api.patch('/api/clearance-requests/editChallan', u.library, { CH_ID, CH_TYPE: CHALLAN_HEAD.LIBRARY_FINE, CH_AMOUNT: '400' });
    expect(res.body).toMatchObject({ success: true, msg: MSG.nothingChanged, unchanged: true });
    expect((await challanAudits(T_ID)).length).toBe(audits0);
    expect((await t.db.select().from(notifications).where(eq(notifications.ACCOUNT_ID, student.ID))).length).toBe(told0);
    expect((await api.patch('/api/clearance-requests/editChallan', u.library, { CH_ID, CH_TYPE: CHALLAN_HEAD.LIBRARY_FINE, CH_AMOUNT: 450 })).body.msg).toBe(
      CLEARANCE_MSG.challanUpdated,
    );
  });
});

describe('/verify of a cancelled challan', () => {
  it('says it was cancelled, when and by which office; an unknown code is still not found', async () => {
    const { T_ID } = await apply();
    const made = await api.post('/api/clearance-requests/newChallan', u.hostel, { T_ID, CH_TYPE: CHALLAN_HEAD.HOSTEL_ROOM_RENT, CH_AMOUNT: 2000 });
    const [c] = await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, made.body.data.CHALLAN_ID));
    const live = await api.get(`/api/verify/${c.VERIFY_CODE}`, null);
    expect(live.body.data).toMatchObject({ kind: 'Bank Challan', status: 'Unpaid' });

    expect((await api.post('/api/clearance-requests/deleteChallan', u.hostel, { CHALLAN_ID: c.CHALLAN_ID })).status).toBe(200);
    const res = await api.get(`/api/verify/${c.VERIFY_CODE.toLowerCase()}`, null);
    expect(res.status).toBe(200);
    const today = formatDate(new Date());
    expect(res.body.data).toMatchObject({
      genuine: true,
      cancelled: true,
      kind: 'Bank Challan',
      reference: `Challan ${c.CHALLAN_ID}`,
      status: 'Cancelled',
      DES: 'Hostel Room Rent',
      BAL: 2000,
      D_NM: 'Iqbal Hostel',
      CANCELLED_BY: 'Iqbal Hostel',
    });
    expect(formatDate(res.body.data.CANCELLED_AT)).toBe(today);
    expect(res.body.msg).toBe(CLEARANCE_MSG.challanCancelled(today, 'Iqbal Hostel'));
    expect((await api.get('/api/verify/NOSUCHCODE42', null)).status).toBe(404);
  });
});
