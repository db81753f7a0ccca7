import { MSG, type SessionUser } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearanceRequests, feeLedger } from '../../db/schema/index.js';
import { buildStudent } from '../../test/factories.js';
import { APPLICATION, type ClearanceApplication, clearanceAppWithApplication } from '../../test/clearance-helpers.js';

/**
 * What the offices read and remove around one application (the list, its detail, the fee information,
 * deleting, the status lists): each call tried first as anonymous and as callers who may not make it.
 */
let { t, api, u, student, studentId, T_ID } = {} as ClearanceApplication;
beforeAll(async () => {
  ({ t, api, u, student, studentId, T_ID } = await clearanceAppWithApplication());
});
afterAll(() => t.close());

describe('POST /api/clearance-requests/admin', () => {
  it('401 anonymous; 403 student, transport office, academic staff who is neither HOD nor IT', async () => {
    expect((await api.post('/api/clearance-requests/admin', null, { STATUS: 1 })).status).toBe(401);
    for (const who of [student, u.transport, u.plain201]) expect((await api.post('/api/clearance-requests/admin', who, { STATUS: 1 })).status).toBe(403);
  });
  it('answers data[0] as the list of this department', async () => {
    const { body } = await api.post('/api/clearance-requests/admin', u.card, { STATUS: 1 });
    expect(body.success).toBe(true);
    expect(body.data[0]).toHaveLength(1);
    expect(body.data[0][0]).toMatchObject({ T_ID, REQ_ID: 1, REQ_DEF: 'Pending', ROWS_APPROVED: 0, ROWS_TOTAL: 8, STD_ROLLNO: student.ROLNO });
    expect((await api.post('/api/clearance-requests/admin', u.card, { STATUS: 9 })).body.data[0]).toEqual([]);
    expect((await api.post('/api/clearance-requests/admin', u.card, { STATUS: '' })).body.data[0]).toHaveLength(1);
    expect((await api.post('/api/clearance-requests/admin', u.card, { STATUS: null })).body.data[0]).toHaveLength(1);
    expect((await api.post('/api/clearance-requests/admin', u.otherHostel, {})).body.data[0]).toEqual([]);
    expect((await api.post('/api/clearance-requests/admin', u.otherHod, {})).body.data[0]).toEqual([]);
    expect((await api.post('/api/clearance-requests/admin', u.hod, {})).body.data[0]).toHaveLength(1);
    expect((await api.post('/api/clearance-requests/admin', u.it, {})).body.data[0]).toHaveLength(1);
  });
  it('pages, filters and sorts on the server', async () => {
    for (let i = 0; i < 3; i++) {
      const s = await buildStudent(t.db, { NM: `Paging Student ${i}` });
      await api.post('/api/clearance-requests/student/new', s.user, { ...APPLICATION, hostel_id: null, d_id: 406 });
    }
    const page = await api.post('/api/clearance-requests/admin', u.library, {
      page: 1,
      pageSize: 10,
      sortBy: 'STD_NAME',
      sortDir: 'asc',
      filters: { STD_NAME: 'paging' },
    });
    expect(page.body.total).toBe(3);
    expect(page.body.rows.map((r: { STD_NAME: string }) => r.STD_NAME)).toEqual(['Paging Student 0', 'Paging Student 1', 'Paging Student 2']);
    const p2 = await api.post('/api/clearance-requests/admin', u.library, { page: 2, pageSize: 10, filters: { STD_NAME: 'paging' } });
    expect(p2.body).toMatchObject({ rows: [], total: 3 });
    const byStatus = await api.post('/api/clearance-requests/admin', u.library, { page: 1, pageSize: 10, filters: { REQ_DEF: 'pend' } });
    expect(byStatus.body.total).toBe(4);
    const bad = await api.post('/api/clearance-requests/admin', u.library, { page: 1, pageSize: 7 });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/clearance-requests/{T_ID}', () => {
  it('401 anonymous; 403 student and transport; 404 a hostel or HOD without a row on it, as an unknown request', async () => {
    expect((await api.get(`/api/clearance-requests/${T_ID}`, null)).status).toBe(401);
    for (const who of [student, u.transport]) expect((await api.get(`/api/clearance-requests/${T_ID}`, who)).status).toBe(403);
    for (const who of [u.otherHostel, u.otherHod, u.plain201]) {
      const refused = await api.get(`/api/clearance-requests/${T_ID}`, who);
      expect([refused.status, refused.body.msg]).toEqual([404, MSG.notFound]);
    }
    expect((await api.get('/api/clearance-requests/999999', u.exam)).status).toBe(404);
  });
  it('answers data[0][0] the request, data[1] the rows, data[2] the history', async () => {
    const { body } = await api.get(`/api/clearance-requests/${T_ID}`, u.hostel);
    expect(body.data[0][0]).toMatchObject({
      T_ID,
      STD_ROLLNO: student.ROLNO,
      REASON: 'Degree Completion',
      HOSTEL_NAME: 'Iqbal Hostel',
      LIB_NAME: 'PG Library',
      STD_CARD_POSSESSION: true,
      REQ_STATUS: 1,
    });
    expect(body.data[1]).toHaveLength(8);
    // Applying issued the clearance fee's challan in the same transaction.
    expect(body.data[2].map((h: { ENTITY: string; ACTION: string }) => `${h.ENTITY}:${h.ACTION}`).sort()).toEqual(['challan:create', 'clearance_request:apply']);
  });
});

describe('GET /api/clearance-requests/fee-info/{T_ID} (built-in fee system)', () => {
  it('401 anonymous; 403 everyone but the treasurer', async () => {
    expect((await api.get(`/api/clearance-requests/fee-info/${T_ID}`, null)).status).toBe(401);
    for (const who of [student, u.library, u.exam]) expect((await api.get(`/api/clearance-requests/fee-info/${T_ID}`, who)).status).toBe(403);
  });
  it('answers the five lists, paid summed per challan, and the lock', async () => {
    const d = (s: string) => new Date(s);
    await t.db.insert(feeLedger).values([
      { STUDENT_ID: studentId, KIND: 'paid', CH_NO: 500, INST_NO: 2, DES: 'Tuition 2', AMOUNT: 1000, ENTRY_DATE: d('2025-03-01') },
      { STUDENT_ID: studentId, KIND: 'paid', CH_NO: 500, INST_NO: 2, DES: 'Tuition 2', AMOUNT: 500, ENTRY_DATE: d('2025-03-02') },
      { STUDENT_ID: studentId, KIND: 'refund', REF_ID: 7, AMOUNT: 300, ENTRY_DATE: d('2025-04-01') },
      { STUDENT_ID: studentId, KIND: 'adjustment', DETAIL: { fee_conc_des: 'Merit', fee_conc_amnt: 2000, ActAmnt: 10000, payableAmnt: 8000 } },
    ]);
    const { body } = await api.get(`/api/clearance-requests/fee-info/${T_ID}`, u.treasurer);
    const paid = body.data.paid;
    expect(paid.find((p: { ch_no: number }) => p.ch_no === 500)).toMatchObject({ debit: 1500, inst_no: 2, paid_date: '2025-03-02' });
    expect(paid.map((p: { inst_no: number }) => p.inst_no)).toEqual([...paid.map((p: { inst_no: number }) => p.inst_no)].sort());
    expect(body.data).toMatchObject({
      unpaid: [],
      outstanding: [],
      refunds: [{ fine_id: 7, amnt: 300 }],
      adjustments: [{ fee_conc_des: 'Merit' }],
      locked: false,
      lockError: null,
    });
  });
});

describe('POST /api/clearance-requests/deleteRequest', () => {
  it('401, 403 other departments, then the card office deletes (kept, no longer listed)', async () => {
    const s = await buildStudent(t.db);
    await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
    expect((await api.post('/api/clearance-requests/deleteRequest', null, { T_ID: req.T_ID })).status).toBe(401);
    expect((await api.post('/api/clearance-requests/deleteRequest', u.exam, { T_ID: req.T_ID })).status).toBe(403);
    expect((await api.post('/api/clearance-requests/deleteRequest', u.card, { T_ID: req.T_ID })).body.success).toBe(true);
    expect((await api.get(`/api/clearance-requests/${req.T_ID}`, u.card)).status).toBe(404);
    expect((await api.post('/api/clearance-requests/student/checkApplication', s.user)).body.data).toEqual([]);
  });
});

describe('GET /api/admin/getrequeststatuslist?for=clearance', () => {
  it('gives the card office Approved for its clearance row, and the HOD and IT person their own lists', async () => {
    const ids = async (who: SessionUser) => (await api.get('/api/admin/getrequeststatuslist?for=clearance', who)).body.map((o: { REQ_ID: number }) => o.REQ_ID);
    expect(await ids(u.card)).toContain(9);
    expect(await ids(u.it)).toEqual([1, 2, 4, 17, 28]);
    expect(await ids(u.hod)).toEqual([3, 15, 9, 10, 24]);
    expect(await ids(u.library)).toEqual(expect.arrayContaining([25, 26, 27, 9, 10]));
  });
});
