import { CLEARANCE_FEE, type SessionUser, STATUS as S } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { clearanceAppWithApplication, type ClearanceStaff, type client } from '../../test/clearance-helpers.js';

const URL = '/api/student/clearance-progress';
let t: TestApp;
let api: ReturnType<typeof client>;
let u: ClearanceStaff;
let student: SessionUser;
let other: SessionUser;
let T_ID: number;
beforeAll(async () => {
  ({ t, api, u, student, T_ID } = await clearanceAppWithApplication());
  other = (await buildStudent(t.db)).user;
});
afterAll(() => t.close());

const progress = async (who: SessionUser | null) => api.get(URL, who);
const dept = (body: any, dId: number) => body.data.departments.find((d: { D_ID: number }) => d.D_ID === dId);

describe('GET /api/student/clearance-progress', () => {
  it('401 anonymous, 403 staff', async () => {
    expect((await progress(null)).status).toBe(401);
    expect((await progress(u.exam)).status).toBe(403);
  });

  it('answers no tracker (data null, not an error) before the student applied', async () => {
    const res = await progress(other);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
  });

  it("answers the signed-in student's own application: every department with its next step", async () => {
    const res = await progress(student);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ T_ID, REQ_STATUS: S.PENDING, cleared: 0, total: 8, certificateReady: false });
    expect(data.departments.map((d: { D_ID: number }) => d.D_ID)).toEqual([101, 406, 413, 407, 405, 123, student.MAJ_ID && data.departments[6].D_ID, 102]);
    expect(dept(res.body, 406)).toMatchObject({ REQ_DEF: 'Pending', COMMENT: '', ACTED_BY: null, challans: [], nextStep: { code: 'with-office', text: 'With the Main Library since today' } });
    expect(dept(res.body, 413).nextStep).toMatchObject({ code: 'waiting-for', text: 'Waiting for the Main Library' });
    expect(dept(res.body, 102).nextStep).toMatchObject({ code: 'waiting-for-departments', params: { count: 7 } });
    // The clearance fee the form announced is there to pay, with the treasurer.
    expect(dept(res.body, 123).nextStep).toMatchObject({ code: 'pay-challan', params: { amount: CLEARANCE_FEE } });
    expect(data.overall.text).toMatch(/^Before the Examination Office can approve: 7 departments to clear you/);
  });

  it('follows the staff: a library challan becomes "pay challan", then clears once paid and approved', async () => {
    const made = await api.post('/api/clearance-requests/newChallan', u.library, { T_ID, CH_TYPE: 1, CH_AMOUNT: 750 });
    expect(made.status).toBe(200);
    const id = made.body.data.CHALLAN_ID;
    let res = await progress(student);
    expect(dept(res.body, 406).nextStep).toMatchObject({
      code: 'pay-challan',
      params: { challanId: id, amount: 750 },
      text: `Pay challan ${id} of PKR 750 — the Main Library approves after payment`,
    });
    expect(dept(res.body, 406).challans).toEqual([expect.objectContaining({ CHALLAN_ID: id, BAL: 750, PAID: 0 })]);
    expect(res.body.data.unpaidChallans).toBe(2);

    expect((await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: id })).status).toBe(200);
    expect((await api.patch('/api/clearance-requests/update', u.library, { T_ID, STATUS: S.APPROVED, COMMENT: 'No dues' })).status).toBe(200);
    res = await progress(student);
    expect(dept(res.body, 406)).toMatchObject({ REQ_ID: S.APPROVED, COMMENT: 'No dues', ACTED_BY: 'Main Library', nextStep: { code: 'cleared' } });
    expect(res.body.data).toMatchObject({ cleared: 1, unpaidChallans: 1 });
    expect(dept(res.body, 413).nextStep.code).not.toBe('waiting-for');
  });

  it('names the HOD and never a staff member', async () => {
    expect((await api.patch('/api/clearance-requests/update', u.it, { T_ID, STATUS: S.FORWARDED_TO_HOD })).status).toBe(200);
    const res = await progress(student);
    const row = res.body.data.departments[6];
    expect(row).toMatchObject({ REQ_DEF: 'Forwarded to HOD', ACTED_BY: 'IT person', nextStep: { text: 'With your HOD since today' } });
    expect(JSON.stringify(res.body)).not.toContain(u.it.NM);
  });

  it("another student never sees this application (there is no id to ask for)", async () => {
    expect((await progress(other)).body).toEqual({ success: true, data: null });
    expect((await api.get(`${URL}?T_ID=${T_ID}`, other)).body).toEqual({ success: true, data: null });
  });
});
