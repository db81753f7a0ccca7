import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLEARANCE_MSG, MSG, STATUS as S } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpFeeSystem, type FeeStudent, FeeSystemError } from '../../adapters/fee-system/index.js';
import { challans, clearanceRequests } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';
import { APPLICATION, client } from '../../test/clearance-helpers.js';

/** A small fake of the external fee system, on 127.0.0.1, recording what it was asked. */
const calls: { path: string; body: any; auth: string | undefined }[] = [];
let mode: 'ok' | 'locked' | 'forbidden' | 'error' = 'ok';
/** Challan numbers the fake bank has been paid (added to the paid list). */
const bankPaid: number[] = [];
let server: http.Server;
let base: string;

const answers: Record<string, () => unknown> = {
  '/FC_Loc': () => ({ success: true, data: [{ student_loc: mode === 'locked' ? 1 : 0, lock_status: mode === 'locked' ? 'Locked' : 'Unlocked' }] }),
  '/collectionReportStudentWise': () => ({
    data: [
      { ch_no: 9002, inst_no: 2, des: 'Tuition 2nd', paid_date: '2025-09-02', debit: 30000 },
      { ch_no: 9001, inst_no: 1, des: 'Tuition 1st', paid_date: '2025-02-01', debit: 25000 },
      { ch_no: 9002, inst_no: 2, des: 'Tuition 2nd', paid_date: '2025-09-05', debit: 5000 },
      ...bankPaid.map((ch_no) => ({ ch_no, inst_no: 1, des: 'Tuition Fee Arrears', paid_date: '2026-01-10', debit: 700 })),
    ],
  }),
  '/StdCollectionHistory': () => ({
    data: [
      [{ due_dt: '2026-12-01', des: 'Tuition 3rd', amnt: 31000 }],
      [],
      [{ dues_adj_des: 'Hostel adjustment', dues_adj_amnt: 500, ActAmnt: 31000, payableAmnt: 30500 }],
      [{ fine_id: 3, rolno: 'x', outstand_fine_entry_date: '2026-01-05', amnt: 200 }],
      [{ fine_id: 4, refund_fine_entry_date: '2026-02-01', amnt: 1500 }],
    ],
  }),
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      calls.push({ path: req.url!, body: JSON.parse(raw || '{}'), auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (mode === 'error') {
        res.statusCode = 500;
        return res.end('{"message":"boom"}');
      }
      if (mode === 'forbidden') return res.end(JSON.stringify({ message: 'Forbidden: token expired' }));
      res.end(JSON.stringify(answers[req.url!.replace(/^\/api\/fc/, '')]?.() ?? { message: 'unknown' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/fc`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  calls.length = 0;
  mode = 'ok';
});

const student: FeeStudent = { ID: 1, ROLNO: '0042-BSCS-22', C_CODE: 2, MAJ_ID: 11, SE_ID: 22, YEAR: 2022, RN: 42 };

describe('the HTTP fee system adapter', () => {
  it('FC_Loc with the student identity and the server-side credential', async () => {
    const fee = createHttpFeeSystem(base, 'secret-token');
    expect(await fee.lockStatus(student)).toEqual({ student_loc: 0, lock_status: 'Unlocked' });
    expect(calls[0]).toEqual({ path: '/api/fc/FC_Loc', body: { c_code: 2, maj_id: 11, year: 2022, se_id: 22, rn: 42 }, auth: 'Bearer secret-token' });
  });

  it('collectionReportStudentWise and StdCollectionHistory with inst_no 1; the five lists', async () => {
    const fee = createHttpFeeSystem(base, 'secret-token');
    const r = await fee.records(student);
    const byPath = Object.fromEntries(calls.map((c) => [c.path, c.body]));
    expect(byPath['/api/fc/collectionReportStudentWise']).toEqual({ c_code: 2, year_in: 2022, f_rn: 42, l_rn: 42, inst_no: 1 });
    expect(byPath['/api/fc/StdCollectionHistory']).toEqual({ c_code: 2, year: 2022, f_rn: 42, l_rn: 42, inst_no: 1 });
    expect(r.paid).toHaveLength(3);
    expect(r.unpaid).toEqual([{ due_dt: '2026-12-01', des: 'Tuition 3rd', amnt: 31000 }]);
    expect(r.adjustments[0]).toMatchObject({ dues_adj_des: 'Hostel adjustment', payableAmnt: 30500 });
    expect(r.outstanding[0]).toMatchObject({ fine_id: 3, amnt: 200 });
    expect(r.refunds[0]).toMatchObject({ fine_id: 4, amnt: 1500 });
  });

  it("ignores answers whose message starts with 'Forbidden' (empty lists, unknown lock)", async () => {
    mode = 'forbidden';
    const fee = createHttpFeeSystem(base, 'x');
    expect(await fee.records(student)).toEqual({ paid: [], unpaid: [], adjustments: [], outstanding: [], refunds: [] });
    await expect(fee.lockStatus(student)).rejects.toBeInstanceOf(FeeSystemError);
  });

  it('a failing or unreachable fee system is a FeeSystemError', async () => {
    mode = 'error';
    await expect(createHttpFeeSystem(base, 'x').lockStatus(student)).rejects.toBeInstanceOf(FeeSystemError);
    await expect(createHttpFeeSystem('http://127.0.0.1:1/api', 'x', 500).records(student)).rejects.toBeInstanceOf(FeeSystemError);
  });
});

describe('the portal with FEE_SYSTEM=http', () => {
  let t: TestApp;
  let T_ID: number;
  let treasurer: Awaited<ReturnType<typeof buildStaff>>;
  beforeAll(async () => {
    t = await createTestApp({ config: { FEE_SYSTEM: 'http', FEE_SYSTEM_URL: base, FEE_SYSTEM_TOKEN: 'server-secret' } });
    const s = await buildStudent(t.db);
    treasurer = await buildStaff(t.db, 123);
    await client(t).post('/api/clearance-requests/student/new', s.user, APPLICATION);
    T_ID = (await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID)))[0].T_ID;
  });
  afterAll(() => t.close());

  it('fee-info: paid summed per challan and sorted by installment; the unpaid, adjustments, dues and refunds', async () => {
    const { body } = await client(t).get(`/api/clearance-requests/fee-info/${T_ID}`, treasurer);
    expect(body.data.paid.map((p: { ch_no: number; debit: number }) => [p.ch_no, p.debit])).toEqual([
      [9001, 25000],
      [9002, 35000],
    ]);
    expect(body.data).toMatchObject({ locked: false, lockError: null, unpaid: [{ des: 'Tuition 3rd' }], refunds: [{ amnt: 1500 }] });
    expect(calls.every((c) => c.auth === 'Bearer server-secret')).toBe(true);
  });

  it('fee-info when the fee system fails: the lock-check message', async () => {
    mode = 'error';
    const { body } = await client(t).get(`/api/clearance-requests/fee-info/${T_ID}`, treasurer);
    expect(body.data).toMatchObject({ lockError: MSG.lockCheckFailed, paid: [] });
  });

  it('the treasurer: locked → read-only; unreachable → 503 with the lock-check message; unpaid dues → approval denied', async () => {
    const api = client(t);
    const upd = (STATUS: number) => api.patch('/api/clearance-requests/update', treasurer, { T_ID, STATUS, COMMENT: '', VENUE: '' });
    mode = 'locked';
    expect((await upd(S.IN_PROGRESS)).status).toBe(403);
    mode = 'error';
    const failed = await upd(S.IN_PROGRESS);
    expect(failed.status).toBe(503);
    expect(failed.body.msg).toBe(MSG.lockCheckFailed);
    mode = 'ok';
    const denied = await upd(S.APPROVED);
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toBe(MSG.unpaidChallans);
    expect((await upd(S.IN_PROGRESS)).status).toBe(200);
  });

  it('payments cannot be recorded through the portal with the HTTP fee system', async () => {
    const { status, body } = await client(t).post('/api/clearance-requests/challans/recordPayment', treasurer, { CHALLAN_ID: 1 });
    expect(status).toBe(400);
    expect(body.msg).toBe('Payments are recorded by the fee system.');
  });

  it("the treasurer's own challan is settled when the fee system reports it paid, not by the treasurer", async () => {
    const api = client(t);
    const own = await api.post('/api/clearance-requests/newChallan', treasurer, { T_ID, CH_TYPE: 6, CH_AMOUNT: 700 });
    const CHALLAN_ID = own.body.data.CHALLAN_ID as number;
    const refused = await api.post('/api/clearance-requests/challans/recordPayment', treasurer, { CHALLAN_ID });
    expect([refused.status, refused.body.msg]).toEqual([400, CLEARANCE_MSG.paymentNotSupported]);
    const before = await api.get(`/api/clearance-requests/fee-info/${T_ID}`, treasurer);
    expect(before.body.data.feeSystem).toBe('http');
    expect((await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, CHALLAN_ID)))[0].PAID).toBe(0);
    bankPaid.push(CHALLAN_ID);
    await api.get(`/api/clearance-requests/fee-info/${T_ID}`, treasurer);
    expect((await t.db.select().from(challans).where(eq(challans.CHALLAN_ID, CHALLAN_ID)))[0].PAID).toBe(700);
  });
});
