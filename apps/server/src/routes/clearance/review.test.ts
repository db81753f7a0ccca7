import { CHALLAN_HEAD, CLEARANCE_MSG, MSG, STATUS as S, type SessionUser } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challans, clearanceRequests, feeLedger, feeLocks } from '../../db/schema/index.js';
import { buildStudent } from '../../test/factories.js';
import { APPLICATION, type ClearanceApplication, clearanceAppWithApplication } from '../../test/clearance-helpers.js';

/**
 * One application walked through every department, each call tried first as anonymous
 * and as callers who may not make it, then as the department that may.
 */
let { t, api, u, student, studentId, T_ID } = {} as ClearanceApplication;
beforeAll(async () => {
  ({ t, api, u, student, studentId, T_ID } = await clearanceAppWithApplication());
});
afterAll(() => t.close());

const update = (user: SessionUser, STATUS: number, extra: { COMMENT?: string; VENUE?: string } = {}) =>
  api.patch('/api/clearance-requests/update', user, { T_ID, STATUS, COMMENT: extra.COMMENT ?? '', VENUE: extra.VENUE ?? '' });
const rowStatus = async (dId: number) => {
  const { body } = await api.get(`/api/clearance-requests/${T_ID}`, u.exam);
  return body.data[1].find((r: { D_ID: number }) => r.D_ID === dId).REQ_ID as number;
};
/** The treasurer records the payment of the clearance fee issued with the application. */
const payClearanceFee = async (tId: number) => {
  const [fee] = await t.db
    .select()
    .from(challans)
    .where(and(eq(challans.T_ID, tId), eq(challans.CHALLAN_TYPE, CHALLAN_HEAD.CLEARANCE_PROCESSING_FEE)));
  expect((await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: fee.CHALLAN_ID })).status).toBe(200);
};
const expectRefused = async (p: Promise<{ status: number; body: any }>, status: number, msg: string) => {
  const r = await p;
  expect(r.status, msg).toBe(status);
  expect(r.body).toMatchObject({ success: false, msg });
};

describe('PATCH /api/clearance-requests/update and the challans, department by department', () => {
  it('401 anonymous; 403 student and transport; 404 a department without a row, as an unknown request', async () => {
    expect((await update(null as never, S.APPROVED)).status).toBe(401);
    expect((await update(student, S.APPROVED)).status).toBe(403);
    expect((await update(u.transport, S.APPROVED)).status).toBe(403);
    await expectRefused(update(u.otherHostel, S.APPROVED), 404, MSG.notFound);
  });

  it('the examination office cannot approve while others are pending', async () => {
    await expectRefused(update(u.exam, S.APPROVED), 403, MSG.pendingOtherDepartments);
    expect(await rowStatus(102)).toBe(S.PENDING);
  });

  it('rejection needs a comment; a rejection makes the request Rejected until the row changes', async () => {
    await expectRefused(update(u.card, S.REJECTED), 400, MSG.rejectionNeedsComment);
    expect((await update(u.card, S.REJECTED, { COMMENT: 'Card not returned' })).status).toBe(200);
    expect((await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, T_ID)))[0].REQ_STATUS).toBe(S.REJECTED);
    expect((await update(u.card, S.APPROVED, { VENUE: 'Card Office' })).body).toEqual({ success: true, msg: CLEARANCE_MSG.statusUpdated, msgCode: 'clearance.statusUpdated' });
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, T_ID));
    expect(req).toMatchObject({ REQ_STATUS: S.IN_PROGRESS, ROWS_APPROVED: 1 });
  });

  it('a save of the comment or venue alone says so, not "Status Updated"; a comment over the limit is refused in words', async () => {
    expect((await update(u.card, S.APPROVED, { VENUE: 'Card Office', COMMENT: 'Collected on Monday' })).body).toMatchObject({ msg: CLEARANCE_MSG.detailsSaved });
    await expectRefused(update(u.card, S.APPROVED, { VENUE: 'Card Office', COMMENT: 'x'.repeat(1001) }), 400, CLEARANCE_MSG.commentTooLong);
  });

  it('a status outside the department list is refused', async () => {
    await expectRefused(update(u.hostels, S.FORWARDED_TO_HOD), 400, CLEARANCE_MSG.statusNotAllowed);
  });

  let challanId: number;
  it('challans: 401, 403, validation messages, the card office may not create', async () => {
    const body = { CLR_ID: '', T_ID, CH_TYPE: 3, CH_AMOUNT: 4500 };
    expect((await api.post('/api/clearance-requests/newChallan', null, body)).status).toBe(401);
    expect((await api.post('/api/clearance-requests/newChallan', student, body)).status).toBe(403);
    await expectRefused(api.post('/api/clearance-requests/newChallan', u.card, body), 403, CLEARANCE_MSG.challanCardOffice);
    await expectRefused(api.post('/api/clearance-requests/newChallan', u.exam, body), 403, CLEARANCE_MSG.challanNoGroup);
    await expectRefused(api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID, CH_TYPE: 3 }), 400, MSG.challanNeedsBoth);
    await expectRefused(api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID, CH_AMOUNT: 100 }), 400, MSG.challanNeedsBoth);
    await expectRefused(api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID, CH_TYPE: 3, CH_AMOUNT: '' }), 400, MSG.challanNeedsBoth);
    await expectRefused(
      api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID, CH_TYPE: 3, CH_AMOUNT: '12abc' }),
      400,
      CLEARANCE_MSG.challanAmountNumeric,
    );
    // Only the clearance fee, issued with the application.
    expect((await t.db.select().from(challans).where(eq(challans.T_ID, T_ID))).map((c) => c.DES)).toEqual(['Clearance Processing Fee']);
    const ok = await api.post('/api/clearance-requests/newChallan', u.hostels, body);
    expect(ok.body).toMatchObject({ success: true, msg: CLEARANCE_MSG.challanCreated });
    challanId = ok.body.data.CHALLAN_ID;
  });

  it('allChallans shows each department its group (and the treasurer all)', async () => {
    expect((await api.post('/api/clearance-requests/challans/allChallans', null, { T_ID })).status).toBe(401);
    expect((await api.post('/api/clearance-requests/challans/allChallans', student, { T_ID })).status).toBe(403);
    const seen = async (who: SessionUser) => (await api.post('/api/clearance-requests/challans/allChallans', who, { T_ID })).body;
    expect((await seen(u.hostel)).data).toHaveLength(1);
    expect((await seen(u.hostel)).data[0]).toMatchObject({
      CHALLAN_ID: challanId,
      DES: 'Hostel Room Rent',
      BAL: 4500,
      PAID: 0,
      D_NM: 'Hostels Administration',
      ROLLNO: student.ROLNO,
    });
    expect((await seen(u.treasurer)).data.map((c: { DES: string }) => c.DES).sort()).toEqual(['Clearance Processing Fee', 'Hostel Room Rent']);
    expect(await seen(u.library)).toEqual({ success: true, data: [], msg: MSG.noChallan });
    expect((await seen(u.card)).data).toEqual([]);
  });

  it("getChallanHeads lists the office's own heads, never the card head", async () => {
    expect((await api.get('/api/clearance-requests/heads/getChallanHeads', null)).status).toBe(401);
    expect((await api.get('/api/clearance-requests/heads/getChallanHeads', student)).status).toBe(403);
    const { body } = await api.get('/api/clearance-requests/heads/getChallanHeads', u.hostels);
    expect(body.data.some((h: { REQ_ID: number }) => h.REQ_ID === 8)).toBe(false);
    expect(body.data[0]).toEqual({ REQ_ID: 3, REQ_DEF: 'Hostel Room Rent' });
  });

  it('approval is denied while the group has an unpaid challan', async () => {
    await expectRefused(update(u.hostels, S.APPROVED), 403, MSG.unpaidChallans);
    expect(await rowStatus(405)).toBe(S.PENDING);
    // the hostel of the same group: approval blocked as well (its form is not read-only: the challan is 405's)
    await expectRefused(update(u.hostel, S.APPROVED), 403, MSG.unpaidChallans);
  });

  it('editChallan and deleteChallan: only the issuing department; messages', async () => {
    expect((await api.patch('/api/clearance-requests/editChallan', null, { CH_ID: challanId, CH_TYPE: 4, CH_AMOUNT: 5000 })).status).toBe(401);
    await expectRefused(
      api.patch('/api/clearance-requests/editChallan', u.hostel, { CH_ID: challanId, CH_TYPE: 4, CH_AMOUNT: 5000 }),
      403,
      CLEARANCE_MSG.challanNotYours,
    );
    await expectRefused(api.patch('/api/clearance-requests/editChallan', u.hostels, { CH_ID: challanId, CH_TYPE: 4 }), 400, MSG.challanEditNeedsBoth);
    await expectRefused(api.patch('/api/clearance-requests/editChallan', u.library, { CH_ID: challanId, CH_TYPE: 4, CH_AMOUNT: 5000 }), 404, MSG.notFound);
    expect((await api.patch('/api/clearance-requests/editChallan', u.hostels, { CH_ID: challanId, CH_TYPE: 4, CH_AMOUNT: 5000 })).body.msg).toBe(
      CLEARANCE_MSG.challanUpdated,
    );
    const extra = await api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID, CH_TYPE: 5, CH_AMOUNT: 300 });
    await expectRefused(
      api.post('/api/clearance-requests/deleteChallan', u.hostel, { CHALLAN_ID: extra.body.data.CHALLAN_ID }),
      403,
      CLEARANCE_MSG.challanNotYours,
    );
    expect((await api.post('/api/clearance-requests/deleteChallan', u.hostels, { CHALLAN_ID: extra.body.data.CHALLAN_ID })).body.msg).toBe(
      CLEARANCE_MSG.challanDeleted,
    );
    const list = await t.db.select().from(challans).where(eq(challans.T_ID, T_ID));
    expect(list.filter((c) => c.D_ID === 405).map((c) => [c.CHALLAN_ID, c.DES, c.BAL])).toEqual([[challanId, 'Mess Bill', 5000]]);
  });

  it('downloadChallan: JSON fields, or the three-copy legal landscape PDF', async () => {
    expect((await api.get(`/api/clearance-requests/downloadChallan/${challanId}`, null)).status).toBe(401);
    // Another office's challan is answered as one that does not exist.
    expect((await api.get(`/api/clearance-requests/downloadChallan/${challanId}`, u.library)).status).toBe(404);
    const json = await api.get(`/api/clearance-requests/downloadChallan/${challanId}`, u.hostel);
    expect(json.body.data[0]).toMatchObject({
      CHALLAN_ID: challanId,
      T_ID,
      STD_NAME: 'Test Student',
      ROLLNO: student.ROLNO,
      BAL: 5000,
      DES: 'Mess Bill',
      D_NM: 'Hostels Administration',
    });
    const mine = await api.get(`/api/clearance-requests/downloadChallan/${challanId}?format=pdf`, student);
    expect(mine.status).toBe(200);
    const { res } = await api.get(`/api/clearance-requests/downloadChallan/${challanId}?format=pdf`, u.hostels);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const vp = page.getViewport({ scale: 1 });
    expect([Math.round(vp.width), Math.round(vp.height)]).toEqual([1008, 612]);
    const { text } = await extractText(pdf, { mergePages: true });
    for (const s of ['STUDENT COPY', 'BANK COPY', 'UNIVERSITY COPY', 'Five Thousand Only', t.config.BANK_NAME, t.config.BANK_ACCOUNT, 'Mess Bill'])
      expect(text).toContain(s);
  });

  it('recordPayment: only the treasurer; then approval goes through', async () => {
    expect((await api.post('/api/clearance-requests/challans/recordPayment', null, { CHALLAN_ID: challanId })).status).toBe(401);
    expect((await api.post('/api/clearance-requests/challans/recordPayment', u.hostels, { CHALLAN_ID: challanId })).status).toBe(403);
    expect((await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: challanId })).body.msg).toBe(
      CLEARANCE_MSG.paymentRecorded,
    );
    await expectRefused(
      api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: challanId }),
      400,
      CLEARANCE_MSG.paymentAlreadyPaid,
    );
    const [c] = await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, challanId));
    expect(c.PAID).toBe(5000);
    const ledger = await t.db.select().from(feeLedger).where(eq(feeLedger.STUDENT_ID, studentId));
    expect(ledger).toMatchObject([{ KIND: 'paid', CH_NO: challanId, AMOUNT: 5000 }]);
    await expectRefused(
      api.patch('/api/clearance-requests/editChallan', u.hostels, { CH_ID: challanId, CH_TYPE: 4, CH_AMOUNT: 1 }),
      403,
      CLEARANCE_MSG.challanPaid,
    );
    await expectRefused(api.post('/api/clearance-requests/deleteChallan', u.hostels, { CHALLAN_ID: challanId }), 403, CLEARANCE_MSG.challanPaid);
    expect((await update(u.hostels, S.APPROVED)).status).toBe(200);
    const own = await api.post('/api/clearance-requests/newChallan', u.treasurer, { T_ID, CH_TYPE: 6, CH_AMOUNT: 700 });
    expect((await api.post('/api/clearance-requests/deleteChallan', u.treasurer, { CHALLAN_ID: own.body.data.CHALLAN_ID })).status).toBe(200);
  });

  it("the treasurer's own challan: approval refused while unpaid; the treasurer (the built-in fee system's cashier) records its payment, then approves", async () => {
    const s = await buildStudent(t.db);
    await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
    const approve = () => api.patch('/api/clearance-requests/update', u.treasurer, { T_ID: req.T_ID, STATUS: S.APPROVED, COMMENT: '', VENUE: '' });
    await payClearanceFee(req.T_ID);
    const own = await api.post('/api/clearance-requests/newChallan', u.treasurer, { T_ID: req.T_ID, CH_TYPE: 6, CH_AMOUNT: 700 });
    expect(own.body.msg).toBe(CLEARANCE_MSG.challanCreated);
    const CHALLAN_ID = own.body.data.CHALLAN_ID as number;
    await expectRefused(approve(), 403, ' Approval Denied! Unpaid challans detected.');
    expect((await api.get(`/api/clearance-requests/fee-info/${req.T_ID}`, u.treasurer)).body.data.feeSystem).toBe('builtin');
    // the issuing-department rule still holds for every other department
    expect((await api.post('/api/clearance-requests/challans/recordPayment', u.hostels, { CHALLAN_ID })).status).toBe(403);
    expect((await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID })).body.msg).toBe(CLEARANCE_MSG.paymentRecorded);
    const [c] = await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, CHALLAN_ID));
    expect(c.PAID).toBe(700);
    const ledger = await t.db.select().from(feeLedger).where(eq(feeLedger.STUDENT_ID, s.student.ID));
    expect(ledger.filter((l) => l.CH_NO === CHALLAN_ID)).toMatchObject([{ KIND: 'paid', AMOUNT: 700 }]);
    const ok = await approve();
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe(CLEARANCE_MSG.statusUpdated);
  });

  it('a hostel with its own unpaid challan is read-only', async () => {
    const c = await api.post('/api/clearance-requests/newChallan', u.hostel, { T_ID, CH_TYPE: 3, CH_AMOUNT: 2000 });
    await expectRefused(update(u.hostel, S.ROOM_RENT_PENDING), 403, CLEARANCE_MSG.readOnlyUnpaid);
    await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: c.body.data.CHALLAN_ID });
    expect((await update(u.hostel, S.APPROVED)).status).toBe(200);
  });

  it('the library chain: the departmental library waits, the main library forwards, then is read-only until the departmental library decides', async () => {
    await expectRefused(update(u.pg, S.APPROVED), 403, CLEARANCE_MSG.readOnlyWaitingMainLibrary);
    await expectRefused(update(u.library, S.FORWARDED_KSK_LIBRARY), 400, CLEARANCE_MSG.forwardWrongLibrary);
    expect((await update(u.library, S.FORWARDED_PG_LIBRARY)).status).toBe(200);
    await expectRefused(update(u.library, S.APPROVED), 403, CLEARANCE_MSG.readOnlyMainLibraryForwarded);
    const fine = await api.post('/api/clearance-requests/newChallan', u.pg, { T_ID, CH_TYPE: 1, CH_AMOUNT: 250 });
    expect(fine.status).toBe(200);
    await expectRefused(update(u.pg, S.APPROVED), 403, CLEARANCE_MSG.readOnlyUnpaid);
    await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: fine.body.data.CHALLAN_ID });
    expect((await update(u.pg, S.APPROVED)).status).toBe(200);
    expect((await update(u.library, S.APPROVED)).status).toBe(200);
    await expectRefused(api.post('/api/clearance-requests/newChallan', u.pg, { T_ID, CH_TYPE: 1, CH_AMOUNT: 10 }), 403, CLEARANCE_MSG.challanAfterMainApproved);
  });

  it('the HOD row: the IT person prepares and forwards, the HOD returns or approves', async () => {
    await expectRefused(update(u.hod, S.APPROVED), 403, CLEARANCE_MSG.readOnlyHodNotForwarded);
    await expectRefused(update(u.it, S.APPROVED), 400, CLEARANCE_MSG.statusNotAllowed);
    expect((await update(u.it, S.FORWARDED_TO_HOD)).status).toBe(200);
    await expectRefused(update(u.it, S.VERIFYING), 403, CLEARANCE_MSG.readOnlyWithHod);
    expect((await update(u.hod, S.RETURNED_TO_IT, { COMMENT: 'Attach the thesis receipt' })).status).toBe(200);
    await expectRefused(update(u.hod, S.APPROVED), 403, CLEARANCE_MSG.readOnlyHodClosed);
    // returned to the IT person: editable again
    expect((await update(u.it, S.VERIFYING)).status).toBe(200);
    expect((await update(u.it, S.FORWARDED_TO_HOD)).status).toBe(200);
    expect((await update(u.hod, S.IN_PROGRESS)).status).toBe(200);
    await expectRefused(update(u.it, S.VERIFYING), 403, CLEARANCE_MSG.readOnlyWithHod);
    expect((await update(u.hod, S.APPROVED)).status).toBe(200);
    await expectRefused(update(u.it, S.VERIFYING), 403, CLEARANCE_MSG.readOnlyHodApproved);
    await expectRefused(update(u.plain201, S.APPROVED), 404, MSG.notFound);
  });

  it('the IT person, once the HOD rejected: read-only with that reason', async () => {
    const s = await buildStudent(t.db);
    await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
    const upd = (user: SessionUser, STATUS: number, COMMENT = '') =>
      api.patch('/api/clearance-requests/update', user, { T_ID: req.T_ID, STATUS, COMMENT, VENUE: '' });
    expect((await upd(u.it, S.FORWARDED_TO_HOD)).status).toBe(200);
    await expectRefused(upd(u.it, S.VERIFYING), 403, CLEARANCE_MSG.readOnlyWithHod);
    expect((await upd(u.hod, S.REJECTED, 'Thesis not submitted')).status).toBe(200);
    await expectRefused(upd(u.it, S.VERIFYING), 403, CLEARANCE_MSG.readOnlyHodRejected);
  });

  it('the treasurer: read-only while locked, approval denied with unpaid dues in the fee system', async () => {
    await t.db.insert(feeLocks).values({ STUDENT_ID: studentId, STUDENT_LOC: 1, LOCK_STATUS: 'Locked' });
    await expectRefused(update(u.treasurer, S.APPROVED), 403, CLEARANCE_MSG.readOnlyLocked);
    await t.db.delete(feeLocks).where(eq(feeLocks.STUDENT_ID, studentId));
    const [due] = await t.db
      .insert(feeLedger)
      .values({ STUDENT_ID: studentId, KIND: 'unpaid', DES: 'Tuition fee', AMOUNT: 9000, DUE_DATE: new Date() })
      .returning();
    await expectRefused(update(u.treasurer, S.APPROVED), 403, MSG.unpaidChallans);
    await t.db.delete(feeLedger).where(eq(feeLedger.ID, due.ID));
    // The clearance fee issued with the application is the treasurer's own challan.
    await expectRefused(update(u.treasurer, S.APPROVED), 403, MSG.unpaidChallans);
    await payClearanceFee(T_ID);
    expect((await update(u.treasurer, S.APPROVED)).status).toBe(200);
  });

  it('the examination office approves last and completes the request; the others are then frozen', async () => {
    expect((await update(u.exam, S.APPROVED)).status).toBe(200);
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, T_ID));
    expect(req).toMatchObject({ REQ_STATUS: S.APPROVED, ROWS_APPROVED: 8 });
    await expectRefused(update(u.card, S.PENDING), 403, CLEARANCE_MSG.readOnlyComplete);
  });

  it('every change is in the history', async () => {
    const { body } = await api.get(`/api/clearance-requests/${T_ID}`, u.exam);
    const actions = body.data[2].map((h: { ENTITY: string; ACTION: string }) => `${h.ENTITY}:${h.ACTION}`);
    expect(actions.filter((a: string) => a === 'clearance_row:update').length).toBeGreaterThanOrEqual(12);
    expect(actions).toContain('challan:payment');
    expect(actions).toContain('challan:delete');
  });
});

describe('the clearance form PDF and verification', () => {
  it('GET /api/clearance-requests/download/{T_ID}: 401, 404 for a request not yours, then one page with every department', async () => {
    expect((await api.get(`/api/clearance-requests/download/${T_ID}`, null)).status).toBe(401);
    expect((await api.get(`/api/clearance-requests/download/${T_ID}`, u.otherHostel)).status).toBe(404);
    const other = await buildStudent(t.db);
    expect((await api.get(`/api/clearance-requests/download/${T_ID}`, other.user)).status).toBe(404);
    const { res } = await api.get(`/api/clearance-requests/download/${T_ID}`, student);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    expect(pdf.numPages).toBe(1);
    const { text } = await extractText(pdf, { mergePages: true });
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, T_ID));
    for (const s of [
      'CLEARANCE CERTIFICATE',
      student.ROLNO!,
      'Card Office',
      'PG Library',
      'Iqbal Hostel',
      'HOD (Computer Science)',
      'Examination Office',
      req.VERIFY_CODE,
    ])
      expect(text).toContain(s);
  });

  it('GET /api/verify/{code} is public: genuine documents and an unknown code', async () => {
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.T_ID, T_ID));
    const ok = await api.get(`/api/verify/${req.VERIFY_CODE.toLowerCase()}`, null);
    expect(ok.body.data).toMatchObject({ genuine: true, kind: 'Clearance Certificate', status: 'Approved', approved: true, STD_ROLLNO: student.ROLNO });
    expect(ok.body.data.rows).toHaveLength(8);
    const [c] = await t.db.select().from(challans).where(eq(challans.T_ID, T_ID));
    expect((await api.get(`/api/verify/${c.VERIFY_CODE}`, null)).body.data).toMatchObject({ kind: 'Bank Challan', status: 'Paid' });
    await expectRefused(api.get('/api/verify/NOSUCHCODE', null), 404, CLEARANCE_MSG.verifyNotFound);
  });
});
