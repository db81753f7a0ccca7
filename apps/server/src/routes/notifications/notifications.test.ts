import { DEPT, NOTIFICATION_MSG, STATUS, type SessionUser } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearanceRequests, mailOutbox, notifications, students } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { APPLICATION, clearanceAppWithApplication, type ClearanceStaff, type client } from '../../test/clearance-helpers.js';

/** The bell's API, and the notifications a clearance decision writes with it. */
let t: TestApp;
let api: ReturnType<typeof client>;
let u: ClearanceStaff;
let student: SessionUser;
let studentId: number;
let other: SessionUser;
let T_ID: number;

beforeAll(async () => {
  ({ t, api, u, student, studentId, T_ID } = await clearanceAppWithApplication({ EMAIL: 'ali@students.example.edu' }));
  other = (await buildStudent(t.db)).user;
  // Applying issued the clearance fee's challan and told the student; these tests start from no news.
  await t.db.delete(notifications).where(eq(notifications.ACCOUNT_ID, student.ID));
  await t.db.delete(mailOutbox).where(eq(mailOutbox.TO, 'ali@students.example.edu'));
});
afterAll(() => t.close());

const update = (user: SessionUser, STATUS: number, extra: { COMMENT?: string; VENUE?: string } = {}) =>
  api.patch('/api/clearance-requests/update', user, { T_ID, STATUS, COMMENT: extra.COMMENT ?? '', VENUE: extra.VENUE ?? '' });
const list = async (user: SessionUser, query = '') => (await api.get(`/api/notifications${query}`, user)).body.data;
const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.TO, 'ali@students.example.edu'));
const mailJobs = async () => {
  const r = await t.db.execute(sql`select data from pgboss.job where name = 'send-mail'`);
  return ((r as { rows?: unknown[] }).rows ?? (r as unknown as unknown[])) as { data: { mailId: number } }[];
};

describe('GET /api/notifications', () => {
  it('401 anonymous', async () => {
    expect((await api.get('/api/notifications', null)).status).toBe(401);
    expect((await api.post('/api/notifications/read', null, { all: true })).status).toBe(401);
  });
  it('400 on a bad page or page size', async () => {
    expect((await api.get('/api/notifications?page=0', student)).status).toBe(400);
    expect((await api.get('/api/notifications?pageSize=101', student)).status).toBe(400);
    expect((await api.get('/api/notifications?page=x', student)).status).toBe(400);
  });
  it('starts empty', async () => {
    expect(await list(student)).toEqual({ rows: [], total: 0, unread: 0 });
  });
});

describe('a clearance row change notifies its student (in the same transaction)', () => {
  it('a refused change notifies nobody and queues no mail', async () => {
    const before = await t.db.$count(notifications);
    // Academic staff who are neither HOD nor IT person have no row on the request: refused as a request not found.
    expect((await update(u.plain201, STATUS.BOOKS_PENDING, { COMMENT: 'Return books' })).status).toBe(404);
    expect((await update(u.library, 12345, { COMMENT: 'x' })).status).toBe(400);
    expect((await list(student)).total).toBe(0);
    expect(await mails()).toEqual([]);
    expect(await t.db.$count(notifications)).toBe(before);
  });

  it('library sets Books Pending with a comment: the student sees D_NM, REQ_DEF and the comment; one mail with its job', async () => {
    expect((await update(u.library, STATUS.BOOKS_PENDING, { COMMENT: 'Return 2 books on Python' })).status).toBe(200);
    const data = await list(student);
    expect(data.total).toBe(1);
    expect(data.unread).toBe(1);
    const [n] = data.rows;
    expect(Object.keys(n)).toEqual(expect.arrayContaining(['ID', 'KIND', 'TITLE', 'BODY', 'LINK', 'CREATED_AT', 'READ_AT']));
    expect(n.KIND).toBe('clearance');
    expect(`${n.TITLE} ${n.BODY}`).toContain('Main Library');
    expect(`${n.TITLE} ${n.BODY}`).toContain('Books Pending');
    expect(n.BODY).toContain('Return 2 books on Python');
    expect(n.LINK).toBe('/student-uni-card-requests?requestType=Clearance');
    expect(n.READ_AT).toBeNull();

    const [mail] = await mails();
    expect(mail.SUBJECT).toContain('Books Pending');
    expect(mail.TEXT).toContain('Return 2 books on Python');
    expect(mail.TEXT).toContain('/student-uni-card-requests?requestType=Clearance');
    expect(mail.HTML).toContain('Main Library');
    expect(mail.STATUS).toBe('queued');
    expect((await mailJobs()).map((j) => j.data.mailId)).toContain(mail.ID);
  });

  it('saving the same values again tells no one', async () => {
    expect((await update(u.library, STATUS.BOOKS_PENDING, { COMMENT: 'Return 2 books on Python' })).status).toBe(200);
    expect((await list(student)).total).toBe(1);
  });

  it('only the signed-in user sees their own', async () => {
    expect(await list(other)).toEqual({ rows: [], total: 0, unread: 0 });
    expect((await list(u.library)).rows.filter((r: { KIND: string }) => r.KIND !== 'queue')).toEqual([]);
  });

  it('with email off the student is told in the portal only', async () => {
    await t.db.update(students).set({ EMAIL_NOTIFY: false }).where(eq(students.ID, studentId));
    expect((await update(u.library, STATUS.APPROVED)).status).toBe(200);
    const data = await list(student);
    expect(data.total).toBe(2);
    expect(data.rows[0].TITLE).toContain('Approved');
    expect(await mails()).toHaveLength(1);
    await t.db.update(students).set({ EMAIL_NOTIFY: true }).where(eq(students.ID, studentId));
  });

  it('pages newest first', async () => {
    const first = await list(student, '?page=1&pageSize=1');
    const second = await list(student, '?page=2&pageSize=1');
    expect(first.total).toBe(2);
    expect(first.rows[0].TITLE).toContain('Approved');
    expect(second.rows[0].TITLE).toContain('Books Pending');
  });
});

describe('POST /api/notifications/read', () => {
  it('400 without ids or all, or with bad ids', async () => {
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [-1] }]) {
      const r = await api.post('/api/notifications/read', student, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.post('/api/notifications/read', student, {})).body.msg).toContain(NOTIFICATION_MSG.markWhich);
    expect((await list(student)).unread).toBe(2);
  });
  it("another user's ids change nothing", async () => {
    const ids = (await list(student)).rows.map((r: { ID: number }) => r.ID);
    const r = await api.post('/api/notifications/read', other, { ids });
    expect(r.body).toEqual({ success: true, data: { unread: 0 } });
    expect((await list(student)).unread).toBe(2);
  });
  it('marks one read, then all', async () => {
    const [newest] = (await list(student)).rows;
    expect((await api.post('/api/notifications/read', student, { ids: [newest.ID] })).body).toEqual({ success: true, data: { unread: 1 } });
    const rows = (await list(student)).rows;
    expect(rows[0].READ_AT).not.toBeNull();
    expect(rows[1].READ_AT).toBeNull();
    expect((await api.post('/api/notifications/read', student, { all: true })).body).toEqual({ success: true, data: { unread: 0 } });
  });
});

describe('new requests reach department queues', () => {
  it('the staff who see a department queue are told of a new clearance request', async () => {
    const rows = (await list(u.library)).rows;
    expect(rows.some((r: { KIND: string; BODY: string }) => r.KIND === 'queue' && r.BODY.includes(student.ROLNO!))).toBe(true);
    expect((await list(u.plain201)).rows).toEqual([]);
    expect((await list(u.hod)).rows).toHaveLength(1);
    expect((await list(u.card)).rows[0].LINK).toBe('/clearance-certificate-requests');
    expect(DEPT.CARD_OFFICE).toBe(101);
  });
});

describe('PUT /api/student/notification-settings', () => {
  const url = '/api/student/notification-settings';
  const put = async (user: SessionUser | null, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: user ? await t.auth(user) : {}, payload: payload as never });
  it('401 anonymous, 403 staff', async () => {
    expect((await put(null, { EMAIL: '', EMAIL_NOTIFY: true })).statusCode).toBe(401);
    expect((await put(u.library, { EMAIL: '', EMAIL_NOTIFY: true })).statusCode).toBe(403);
  });
  it('400 on a bad address or a missing switch, nothing changed', async () => {
    for (const body of [{ EMAIL: 'not-an-email', EMAIL_NOTIFY: true }, { EMAIL: 'a@b.edu' }, { EMAIL: `${'x'.repeat(250)}@b.edu`, EMAIL_NOTIFY: true }]) {
      expect((await put(student, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const [s] = await t.db.select().from(students).where(eq(students.ID, studentId));
    expect(s.EMAIL).toBe('ali@students.example.edu');
  });
  it('saves the address and the switch; the student reads them back', async () => {
    const r = await put(student, { EMAIL: ' ali.raza@example.com ', EMAIL_NOTIFY: false });
    expect(r.json()).toMatchObject({ success: true, msg: NOTIFICATION_MSG.settingsSaved });
    const got = await api.get(url, student);
    expect(got.body.data).toMatchObject({ EMAIL: 'ali.raza@example.com', EMAIL_NOTIFY: false });
  });
});

describe('PUT /api/staff/digest', () => {
  it('401 anonymous, 403 student; staff turn their own digest on', async () => {
    const put = async (user: SessionUser | null, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/staff/digest', headers: user ? await t.auth(user) : {}, payload: payload as never });
    expect((await put(null, { DIGEST: true })).statusCode).toBe(401);
    expect((await put(student, { DIGEST: true })).statusCode).toBe(403);
    expect((await put(u.library, { DIGEST: 'yes' })).statusCode).toBe(400);
    expect((await put(u.library, { DIGEST: true })).statusCode).toBe(200);
    expect((await api.get('/api/staff/digest', u.library)).body.data.DIGEST).toBe(true);
  });
});

describe('challans notify their student', () => {
  it('issued and changed (a refused one tells no one)', async () => {
    const s = await buildStudent(t.db);
    await api.post('/api/clearance-requests/student/new', s.user, APPLICATION);
    const [req] = await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, s.student.ID));
    // The clearance fee's challan, issued with the application, was told first.
    const kinds = async () => (await list(s.user)).rows.filter((r: { KIND: string }) => r.KIND === 'challan');
    expect((await kinds()).length).toBe(1);
    expect((await api.post('/api/clearance-requests/newChallan', u.card, { T_ID: req.T_ID, CH_TYPE: 3, CH_AMOUNT: 4500 })).status).toBe(403);
    expect((await kinds()).length).toBe(1);
    const made = await api.post('/api/clearance-requests/newChallan', u.hostels, { T_ID: req.T_ID, CH_TYPE: 3, CH_AMOUNT: 4500 });
    expect(made.status).toBe(200);
    const [issued] = await kinds();
    expect(issued.TITLE).toMatch(/^Challan \d+ issued$/);
    expect(issued.BODY).toContain('4,500');
    expect(issued.LINK).toBe('/student-uni-card-requests?requestType=Clearance');
    const CH_ID = made.body.data.CHALLAN_ID;
    expect((await api.patch('/api/clearance-requests/editChallan', u.hostels, { CH_ID, CH_TYPE: 4, CH_AMOUNT: 5000 })).status).toBe(200);
    const [changed] = await kinds();
    expect(changed.TITLE).toMatch(/changed$/);
    expect(changed.BODY).toContain('5,000');
    const pay = await api.post('/api/clearance-requests/challans/recordPayment', u.treasurer, { CHALLAN_ID: CH_ID });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const [paid] = await kinds();
    expect(paid.TITLE).toMatch(/paid$/);
    expect(paid.BODY).toContain('5,000');
    expect((await kinds()).length).toBe(4);
  });
});
