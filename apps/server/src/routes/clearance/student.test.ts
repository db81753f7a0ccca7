import { CLEARANCE_MSG, MSG, type SessionUser } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challans, clearanceRequests, clearanceRows } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent, testJpeg } from '../../test/factories.js';
import { APPLICATION, client } from '../../test/clearance-helpers.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let staff: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  staff = await buildStaff(t.db, 406);
});
afterAll(() => t.close());

const requestsOf = async (studentId: number) =>
  (await t.db.select({ n: count() }).from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, studentId)))[0].n;

describe('POST /api/clearance-requests/student/checkApplication', () => {
  it('401 anonymous, 403 staff', async () => {
    expect((await api.post('/api/clearance-requests/student/checkApplication', null)).status).toBe(401);
    expect((await api.post('/api/clearance-requests/student/checkApplication', staff)).status).toBe(403);
  });
  it('answers an empty list before applying and one entry after', async () => {
    const { user } = await buildStudent(t.db);
    const before = await api.post('/api/clearance-requests/student/checkApplication', user, {
      C_CODE: user.C_CODE,
      SE_ID: user.SE_ID,
      MAJ_ID: user.MAJ_ID,
      RN: user.RN,
      YEAR: user.YEAR,
    });
    expect(before.body).toEqual({ success: true, data: [] });
    expect((await api.post('/api/clearance-requests/student/new', user, APPLICATION)).status).toBe(200);
    const after = await api.post('/api/clearance-requests/student/checkApplication', user, {});
    expect(after.body.data).toHaveLength(1);
  });
});

describe('POST /api/clearance-requests/student/checkStudentImg', () => {
  it('401 anonymous, 403 staff', async () => {
    expect((await api.post('/api/clearance-requests/student/checkStudentImg', null)).status).toBe(401);
    expect((await api.post('/api/clearance-requests/student/checkStudentImg', staff)).status).toBe(403);
  });
  it('says whether the photo is on file', async () => {
    const { user: withPhoto } = await buildStudent(t.db);
    const { user: without } = await buildStudent(t.db, { withPhoto: false });
    expect((await api.post('/api/clearance-requests/student/checkStudentImg', withPhoto)).body).toEqual({ success: true, exists: true });
    expect((await api.post('/api/clearance-requests/student/checkStudentImg', without)).body).toEqual({ success: true, exists: false });
  });
});

describe('GET /api/clearance-requests/student/libraries-hostels', () => {
  it('401 anonymous, 403 staff', async () => {
    expect((await api.get('/api/clearance-requests/student/libraries-hostels', null)).status).toBe(401);
    expect((await api.get('/api/clearance-requests/student/libraries-hostels', staff)).status).toBe(403);
  });
  it('answers hostels[0] and libraries[0]', async () => {
    const { user } = await buildStudent(t.db);
    const { body } = await api.get('/api/clearance-requests/student/libraries-hostels', user);
    expect(body.success).toBe(true);
    expect(body.hostels[0].map((h: { hostel_id: number }) => h.hostel_id)).toEqual([407, 408, 409, 410, 411, 412]);
    expect(body.libraries[0].map((l: { lib_id: number; d_id: number }) => [l.lib_id, l.d_id])).toEqual([
      [1, 406],
      [2, 413],
      [3, 414],
      [4, 415],
    ]);
    expect(body.libraries[0][0].lib_name).toBe('Central Library');
  });
});

describe('POST /api/clearance-requests/student/new', () => {
  it('401 anonymous, 403 staff', async () => {
    expect((await api.post('/api/clearance-requests/student/new', null, APPLICATION)).status).toBe(401);
    expect((await api.post('/api/clearance-requests/student/new', staff, APPLICATION)).status).toBe(403);
  });

  it('creates the request and one Pending row per department', async () => {
    const { user, student } = await buildStudent(t.db);
    const res = await api.post('/api/clearance-requests/student/new', user, APPLICATION);
    expect(res.body).toEqual({ success: true, msg: CLEARANCE_MSG.applied, msgCode: 'clearance.applied' });
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, student.ID));
    expect(req).toMatchObject({ D_ID: 413, HOSTEL_ID: 407, DEPT_ID: 201, STD_ROLLNO: student.ROLNO, REQ_STATUS: 1, ROWS_TOTAL: 8, LIB_NAME: 'PG Library' });
    expect(req.CLR_ID).toMatch(/^CLR-\d{6}$/);
    const rows = await t.db.select().from(clearanceRows).where(eq(clearanceRows.T_ID, req.T_ID));
    expect(rows.map((r) => r.D_ID)).toEqual([101, 406, 413, 407, 405, 123, 201, 102]);
    expect(rows.every((r) => r.REQ_ID === 1)).toBe(true);
  });

  it('central library and no hostel: no departmental library or hostel rows', async () => {
    const { user, student } = await buildStudent(t.db);
    await api.post('/api/clearance-requests/student/new', user, { ...APPLICATION, d_id: 406, hostel_id: null });
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, student.ID));
    const rows = await t.db.select().from(clearanceRows).where(eq(clearanceRows.T_ID, req.T_ID));
    expect(rows.map((r) => r.D_ID)).toEqual([101, 406, 123, 201, 102]);
  });

  it('a student without the card gets a card challan (type 8) from the SCC dues', async () => {
    const { user, student } = await buildStudent(t.db);
    await api.post('/api/clearance-requests/student/new', user, { ...APPLICATION, card_poss: 0 });
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, student.ID));
    const list = (await t.db.select().from(challans).where(eq(challans.T_ID, req.T_ID))).filter((c) => c.CHALLAN_TYPE === 8);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ CHALLAN_TYPE: 8, D_ID: 101, BAL: 1000, PAID: 0 });
    // The student is told of the challan in the portal, naming its number and amount.
    const notices = await api.get('/api/notifications', user);
    const told = notices.body.data.rows.filter((n: { KIND: string; TITLE: string; BODY: string }) => n.KIND === 'challan' && `${n.TITLE} ${n.BODY}`.includes(String(list[0].CHALLAN_ID)));
    expect(told, 'a notification of the card challan').toHaveLength(1);
  });

  it('submitting twice at the same moment creates one request', async () => {
    const { user, student } = await buildStudent(t.db);
    const results = await Promise.all([1, 2, 3].map(() => api.post('/api/clearance-requests/student/new', user, APPLICATION)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 409)!.body.msg).toBe(CLEARANCE_MSG.alreadyApplied);
    expect(await requestsOf(student.ID)).toBe(1);
  });

  it('refuses a new student (YEAR is the current year)', async () => {
    const { user, student } = await buildStudent(t.db, { YEAR: new Date().getFullYear() });
    const res = await api.post('/api/clearance-requests/student/new', user, APPLICATION);
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe(MSG.newStudentsCantApply);
    expect(await requestsOf(student.ID)).toBe(0);
  });

  it('validates in its fixed order with its messages, changing nothing', async () => {
    const { user, student } = await buildStudent(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...APPLICATION, mail_address: '  ' }, MSG.mailingAddressRequired],
      [{ ...APPLICATION, mail_address: undefined, reason: undefined }, MSG.mailingAddressRequired],
      [{ ...APPLICATION, reason: '' }, MSG.reasonRequired],
      [{ ...APPLICATION, reason: 'Boredom' }, MSG.reasonRequired],
      [{ ...APPLICATION, hostel_id: 999 }, MSG.hostelRequired],
      [{ ...APPLICATION, card_poss: undefined }, MSG.cardPossessionRequired],
      [{ ...APPLICATION, d_id: 101 }, CLEARANCE_MSG.invalidLibrary],
    ];
    for (const [body, msg] of cases) {
      const res = await api.post('/api/clearance-requests/student/new', user, body);
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await requestsOf(student.ID)).toBe(0);
  });

  it('needs a photo on file; uploadImg takes a JPEG under 50 KB', async () => {
    const { user, student } = await buildStudent(t.db, { withPhoto: false });
    const refused = await api.post('/api/clearance-requests/student/new', user, APPLICATION);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(CLEARANCE_MSG.photoRequired);
    const upload = async (bytes: Buffer) => {
      const boundary = '----clr';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/clearance-requests/student/uploadImg',
        headers: { ...(await t.auth(user)), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const big = await upload(Buffer.alloc(60_000, 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().msg).toBe(MSG.fileTooLarge);
    const notJpeg = await upload(Buffer.from('not an image at all'));
    expect(notJpeg.json().msg).toBe(MSG.onlyJpeg);
    const ok = await upload(await testJpeg());
    expect(ok.statusCode).toBe(200);
    expect((await api.post('/api/clearance-requests/student/new', user, APPLICATION)).status).toBe(200);
    expect(await requestsOf(student.ID)).toBe(1);
  });
});

describe('GET /api/clearance-requests/student/my', () => {
  it('401 anonymous, 403 staff', async () => {
    expect((await api.get('/api/clearance-requests/student/my', null)).status).toBe(401);
    expect((await api.get('/api/clearance-requests/student/my', staff)).status).toBe(403);
  });
  it('null before applying, then the request with every row', async () => {
    const { user } = await buildStudent(t.db);
    expect((await api.get('/api/clearance-requests/student/my', user)).body).toEqual({ success: true, data: null });
    await api.post('/api/clearance-requests/student/new', user, APPLICATION);
    const { body } = await api.get('/api/clearance-requests/student/my', user);
    expect(body.data.request).toMatchObject({ REQUEST_TYPE: 'Clearance', REQ_STATUS: 1, REQ_DEF: 'Pending', ROWS_TOTAL: 8 });
    expect(body.data.rows[0]).toMatchObject({ D_ID: 101, D_NM: 'Card Office', REQ_DEF: 'Pending', VENUE: '', COMMENT: '' });
    expect(body.data.rows.find((r: { D_ID: number }) => r.D_ID === 201).D_NM).toBe('HOD (Computer Science)');
    expect(body.data.challans).toEqual([expect.objectContaining({ DES: 'Clearance Processing Fee', D_NM: 'Treasurer', PAID: 0 })]);
  });
});
