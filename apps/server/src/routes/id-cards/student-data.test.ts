import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEPT, ID_CARD_MSG, MSG, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent, testJpeg, type BuiltStudent } from '../../test/factories.js';
import { accounts, auditLog, cardRequests, students } from '../../db/schema/index.js';
import { buildCardRequest } from '../../test/id-cards-helpers.js';

let t: TestApp;
let card: SessionUser;
let treasurer: SessionUser;
let transport: SessionUser;
let alice: BuiltStudent;

beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  transport = await buildStaff(t.db, DEPT.TRANSPORT);
  alice = await buildStudent(t.db);
});
afterAll(() => t.close());

const post = async (url: string, payload: unknown, user?: SessionUser | null) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: user ? await t.auth(user) : {} });
const get = async (url: string, user?: SessionUser | null) => t.app.inject({ method: 'GET', url, headers: user ? await t.auth(user) : {} });
const photoOf = async (id: number) => (await t.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, id)))[0]?.PHOTO;

async function expectCardOfficeOnly(url: string, payload: unknown) {
  expect((await post(url, payload, null)).statusCode).toBe(401);
  expect((await post(url, payload, alice.user)).statusCode).toBe(403);
  expect((await post(url, payload, treasurer)).statusCode).toBe(403);
  expect((await post(url, payload, transport)).statusCode).toBe(403);
}

describe('POST /api/admin/delStdRecord', () => {
  const url = '/api/admin/delStdRecord';
  it('refuses anonymous callers, students and other departments', async () => {
    const s = await buildStudent(t.db);
    await expectCardOfficeOnly(url, { rolno: s.student.ROLNO });
    expect((await t.db.select().from(students).where(eq(students.ID, s.student.ID))).length).toBe(1);
  });

  it('deletes the record (with its account and card requests) and answers affectedRows 1', async () => {
    const s = await buildStudent(t.db);
    await buildCardRequest(t.db, s.student.ID);
    const res = await post(url, { rolno: s.student.ROLNO.toLowerCase() }, card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Deleted successfully', msgCode: 'deletedSuccessfully', affectedRows: 1 });
    expect(await t.db.select().from(students).where(eq(students.ID, s.student.ID))).toEqual([]);
    expect(await t.db.select().from(accounts).where(eq(accounts.STUDENT_ID, s.student.ID))).toEqual([]);
    expect(await t.db.select().from(cardRequests).where(eq(cardRequests.STUDENT_ID, s.student.ID))).toEqual([]);
    const [log] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.ENTITY_ID, String(s.student.ID)));
    expect(log).toMatchObject({ ENTITY: 'student', ACTION: 'delete' });
    expect((log.BEFORE as { ROLNO: string }).ROLNO).toBe(s.student.ROLNO);
  });

  it('takes the roll number as ROLNO as well as rolno', async () => {
    const s = await buildStudent(t.db);
    expect((await post(url, { ROLNO: s.student.ROLNO }, card)).json().affectedRows).toBe(1);
  });

  it('an unknown roll number answers affectedRows 0 and Not found (404)', async () => {
    const res = await post(url, { rolno: 'NO-SUCH-ROLL' }, card);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: 'Not found', msgCode: 'notFound', affectedRows: 0 });
  });

  it('an empty roll number is 400', async () => {
    const res = await post(url, { rolno: '  ' }, card);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(ID_CARD_MSG.rollNoRequired);
  });
});

describe('POST /api/admin/searchanddeleteimage', () => {
  const url = '/api/admin/searchanddeleteimage';
  it('refuses anonymous callers, students and other departments', () => expectCardOfficeOnly(url, { ROLNO: alice.student.ROLNO }));

  it('answers the student with C_CODE, SE_ID, MAJ_ID, ROLNO', async () => {
    const res = await post(url, { ROLNO: alice.student.ROLNO }, card);
    expect(res.json()).toEqual({
      success: true,
      data: {
        C_CODE: alice.student.C_CODE,
        SE_ID: alice.student.SE_ID,
        MAJ_ID: alice.student.MAJ_ID,
        ROLNO: alice.student.ROLNO,
        NM: alice.student.NM,
        HAS_PHOTO: true,
      },
    });
  });

  it('answers 404 Not found for an unknown roll number and 400 for none', async () => {
    const res = await post(url, { ROLNO: 'NOPE' }, card);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(MSG.notFound);
    expect((await post(url, {}, card)).statusCode).toBe(400);
  });
});

describe('POST /api/delete-student-image-file (with and without the trailing slash)', () => {
  for (const url of ['/api/delete-student-image-file', '/api/delete-student-image-file/']) {
    it(`${url}: refuses anonymous callers, students and other departments`, () => expectCardOfficeOnly(url, { ROLNO: alice.student.ROLNO }));

    it(`${url}: deletes the photo and audits it`, async () => {
      const s = await buildStudent(t.db);
      const res = await post(url, { C_CODE: s.student.C_CODE, SE_ID: s.student.SE_ID, MAJ_ID: s.student.MAJ_ID, ROLNO: s.student.ROLNO }, card);
      expect(res.json()).toEqual({ success: true, msg: ID_CARD_MSG.imageDeleted, msgCode: 'idCard.imageDeleted' });
      expect(await photoOf(s.student.ID)).toBeNull();
      const logs = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.ENTITY_ID, String(s.student.ID)));
      expect(logs.map((l) => [l.ENTITY, l.ACTION])).toEqual([['student', 'delete_photo']]);
      // again: nothing left to delete
      const again = await post(url, { ROLNO: s.student.ROLNO }, card);
      expect(again.statusCode).toBe(404);
      expect(again.json().msg).toBe(ID_CARD_MSG.imageNotFound);
    });
  }

  it('refuses identity fields of another student (400) and unknown roll numbers (404), changing nothing', async () => {
    const s = await buildStudent(t.db);
    const bad = await post('/api/delete-student-image-file/', { ROLNO: s.student.ROLNO, MAJ_ID: 99 }, card);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ID_CARD_MSG.studentDoesNotMatch);
    expect(await photoOf(s.student.ID)).not.toBeNull();
    expect((await post('/api/delete-student-image-file', { ROLNO: 'NOPE' }, card)).statusCode).toBe(404);
    expect((await post('/api/delete-student-image-file', {}, card)).json().msg).toBe(ID_CARD_MSG.rollNoRequired);
  });
});

describe('GET /get-file/{C_CODE}/{SE_ID}/{MAJ_ID}/{ROLNO}', () => {
  const urlOf = (s: BuiltStudent) => `/get-file/${s.student.C_CODE}/${s.student.SE_ID}/${s.student.MAJ_ID}/${s.student.ROLNO}`;

  it('refuses anonymous callers, other students (as a photo that does not exist) and other departments', async () => {
    const other = await buildStudent(t.db);
    expect((await get(urlOf(alice), null)).statusCode).toBe(401);
    const res = await get(urlOf(alice), other.user);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(ID_CARD_MSG.imageNotFound);
    expect((await get(urlOf(alice), treasurer)).statusCode).toBe(403);
  });

  it('serves the JPEG to the card office, the transport office and the student it belongs to', async () => {
    for (const user of [card, transport, alice.user]) {
      const res = await get(urlOf(alice), user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(await testJpeg())).toBe(true);
    }
  });

  it('answers 404 when there is no photo or the identity does not match', async () => {
    const s = await buildStudent(t.db, { withPhoto: false });
    expect((await get(urlOf(s), card)).statusCode).toBe(404);
    expect((await get(`/get-file/${alice.student.C_CODE}/${alice.student.SE_ID}/99/${alice.student.ROLNO}`, card)).statusCode).toBe(404);
    expect((await get(`/get-file/x/1/1/${alice.student.ROLNO}`, card)).statusCode).toBe(400);
  });
});
