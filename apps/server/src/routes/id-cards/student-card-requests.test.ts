import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { CARD_MSG, DEPT, MAX_PHOTO_BYTES, MSG, STATUS, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { reencodeJpeg } from '../../lib/photo-upload.js';
import { buildStaff, buildStudent, testJpeg } from '../../test/factories.js';
import { auditLog, cardDues, cardRequests, students } from '../../db/schema/index.js';
import { multipart, PNG_BYTES } from '../../test/multipart.js';

let t: TestApp;
let card: SessionUser;
let exam: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  exam = await buildStaff(t.db, DEPT.EXAMINATION);
});
afterAll(() => t.close());

const fields = { S_CONTACT: '03001112233', F_CONTACT: '03214445566', B_GROUP: 'O+', ADDRESS: 'House 12, Street 3, Model Town, Lahore' };
const jpegFile = async () => ({ name: 'me.jpg', bytes: await testJpeg(), type: 'image/jpeg' });

async function post(url: string, user: SessionUser | null, f: Record<string, string> = fields, file?: { name: string; bytes: Buffer; type?: string } | null) {
  const body = multipart(f, file ?? undefined);
  const headers = { ...body.headers, ...(user ? await t.auth(user) : {}) };
  return t.app.inject({ method: 'POST', url, headers, payload: body.payload });
}
const get = async (url: string, user: SessionUser | null) => t.app.inject({ method: 'GET', url, headers: user ? await t.auth(user) : {} });
const requestsOf = (studentId: number) => t.db.select().from(cardRequests).where(eq(cardRequests.STUDENT_ID, studentId));
async function giveCard(studentId: number, status: number = STATUS.DELIVERED, cardType = 1) {
  const [r] = await t.db.insert(cardRequests).values({ STUDENT_ID: studentId, CARD_TYPE: cardType, REQ_STATUS: status }).returning();
  return r;
}

describe('POST /api/student/card-requests (new card)', () => {
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    expect((await post('/api/student/card-requests', null, fields, await jpegFile())).statusCode).toBe(401);
    expect((await post('/api/student/card-requests', card, fields, await jpegFile())).statusCode).toBe(403);
  });

  it('files a new-card request with the photo, status Submitted and no fee, audited', async () => {
    const { user, student } = await buildStudent(t.db, { withPhoto: false });
    const res = await post('/api/student/card-requests', user, fields, await jpegFile());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, msg: CARD_MSG.submitted, data: { CARD_TYPE: 1, REQUEST_TYPE: 'New', ATTEMPT_NO: 1, FEE_AMOUNT: null } });
    const [row] = await requestsOf(student.ID);
    expect(row).toMatchObject({ CARD_TYPE: 1, REQ_STATUS: STATUS.SUBMITTED, S_CONTACT: fields.S_CONTACT, F_CONTACT: fields.F_CONTACT, B_GROUP: 'O+', ADDRESS: fields.ADDRESS, FEE_AMOUNT: null });
    const [s] = await t.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, student.ID));
    // The stored photo is the upload re-encoded without metadata, never the raw bytes.
    expect(s.PHOTO?.equals((await reencodeJpeg(await testJpeg(), MAX_PHOTO_BYTES))!)).toBe(true);
    const log = await t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'card_request'), eq(auditLog.ENTITY_ID, String(row.TRANS_ID))));
    expect(log).toHaveLength(1);
  });

  it.each([
    ['a bad contact number', { ...fields, S_CONTACT: '12345' }, 'jpeg', CARD_MSG.contact],
    ['no blood group', { ...fields, B_GROUP: '' }, 'jpeg', CARD_MSG.bloodGroup],
    ['no photo', fields, null, MSG.imageNotSelected],
    ['a photo over 50 KB', fields, 'big', MSG.fileTooLarge],
    ['a PNG named .jpg', fields, 'png', MSG.onlyJpeg],
  ] as const)('refuses %s with the message and changes nothing', async (_name, f, kind, msg) => {
    const { user, student } = await buildStudent(t.db, { withPhoto: false });
    const file = kind === 'jpeg' ? await jpegFile() : kind === 'big' ? { name: 'big.jpg', bytes: Buffer.concat([await testJpeg(), Buffer.alloc(51_300)]) } : kind === 'png' ? { name: 'x.jpg', bytes: PNG_BYTES } : null;
    const res = await post('/api/student/card-requests', user, f, file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg });
    expect(await requestsOf(student.ID)).toHaveLength(0);
    const [s] = await t.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, student.ID));
    expect(s.PHOTO).toBeNull();
  });

  it('allows one open request at a time, also when two arrive together', async () => {
    const { user, student } = await buildStudent(t.db);
    const [a, b] = await Promise.all([post('/api/student/card-requests', user, fields, await jpegFile()), post('/api/student/card-requests', user, fields, await jpegFile())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().msg).toBe(CARD_MSG.openRequest);
    expect(await requestsOf(student.ID)).toHaveLength(1);
  });

  it('sends a student who already had a card to the duplicate form', async () => {
    const { user, student } = await buildStudent(t.db);
    await giveCard(student.ID);
    const res = await post('/api/student/card-requests', user, fields, await jpegFile());
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(CARD_MSG.alreadyHasCard);
  });
});

describe('POST /api/student/duplicate-card-requests', () => {
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    expect((await post('/api/student/duplicate-card-requests', null)).statusCode).toBe(401);
    expect((await post('/api/student/duplicate-card-requests', exam)).statusCode).toBe(403);
  });

  it('decides the card type by attempt and takes the fee from the card dues', async () => {
    await t.db.insert(cardDues).values({ REQ_SNM: 'DSC', REQ_DEF: 'Duplicate Student Card', DUES: 1700, DUES_DESC: 'One Thousand Seven Hundred' }).onConflictDoUpdate({ target: cardDues.REQ_SNM, set: { DUES: 1700 } });
    const { user, student } = await buildStudent(t.db);
    await giveCard(student.ID);
    const res = await post('/api/student/duplicate-card-requests', user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ CARD_TYPE: 2, REQUEST_TYPE: 'Duplicate', ATTEMPT_NO: 2, FEE_AMOUNT: 1700, REQ_STATUS: STATUS.FEE_PENDING });
    const dup = (await requestsOf(student.ID)).find((r) => r.CARD_TYPE === 2)!;
    expect(dup.FEE_DUE_DATE).not.toBeNull();

    // third and fourth cards
    await t.db.update(cardRequests).set({ REQ_STATUS: STATUS.DELIVERED }).where(eq(cardRequests.TRANS_ID, dup.TRANS_ID));
    const third = await post('/api/student/duplicate-card-requests', user);
    expect(third.json().data).toMatchObject({ CARD_TYPE: 3, ATTEMPT_NO: 3 });
    await t.db.update(cardRequests).set({ REQ_STATUS: STATUS.DELIVERED }).where(eq(cardRequests.TRANS_ID, third.json().data.TRANS_ID));
    const fourth = await post('/api/student/duplicate-card-requests', user);
    expect(fourth.json().data).toMatchObject({ CARD_TYPE: 7, ATTEMPT_NO: 4, FEE_AMOUNT: 3000 });
  });

  it('refuses a student who never had a card, and a photo that is not a JPEG', async () => {
    const { user, student } = await buildStudent(t.db);
    const first = await post('/api/student/duplicate-card-requests', user);
    expect(first.statusCode).toBe(409);
    expect(first.json().msg).toBe(CARD_MSG.noCardYet);
    await giveCard(student.ID);
    const png = await post('/api/student/duplicate-card-requests', user, fields, { name: 'x.jpeg', bytes: PNG_BYTES });
    expect(png.json()).toMatchObject({ success: false, msg: MSG.onlyJpeg });
    expect(await requestsOf(student.ID)).toHaveLength(1);
  });
});

describe('GET /api/student/card-requests, card-status and one request', () => {
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    for (const url of ['/api/student/card-requests', '/api/student/card-status', '/api/student/card-requests/1']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, card)).statusCode).toBe(403);
    }
  });

  it('lists only the student\'s own requests and what to do next', async () => {
    const { user, student } = await buildStudent(t.db);
    const { student: other } = await buildStudent(t.db);
    const mine = await giveCard(student.ID, STATUS.IMAGE_NOT_CLEAR);
    const theirs = await giveCard(other.ID);
    const res = await get('/api/student/card-requests', user);
    expect(res.json().data.map((r: { TRANS_ID: number }) => r.TRANS_ID)).toEqual([mine.TRANS_ID]);
    expect(res.json().data[0]).toMatchObject({ STATUS: 'Image Not Clear', CAN_EDIT: true, NEXT_STEP: 'Upload a clearer photo', REQUEST_TYPE: 'New' });
    expect((await get(`/api/student/card-requests/${mine.TRANS_ID}`, user)).statusCode).toBe(200);
    expect((await get(`/api/student/card-requests/${theirs.TRANS_ID}`, user)).statusCode).toBe(404);
    const status = await get('/api/student/card-status', user);
    expect(status.json().data).toMatchObject({ ATTEMPT_NO: 1, NEW_ALLOWED: false, NEW_REASON: CARD_MSG.openRequest, NEW_REASON_CODE: 'card.openRequest', OPEN_REQUEST: { TRANS_ID: mine.TRANS_ID } });
  });
});

describe('POST /api/student/update-new-card-request/:t_id', () => {
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    expect((await post('/api/student/update-new-card-request/1', null)).statusCode).toBe(401);
    expect((await post('/api/student/update-new-card-request/1', card)).statusCode).toBe(403);
  });

  it('takes a new photo for Image Not Clear and sets the request back to Submitted', async () => {
    const { user, student } = await buildStudent(t.db, { withPhoto: false });
    const r = await giveCard(student.ID, STATUS.IMAGE_NOT_CLEAR);
    const without = await post(`/api/student/update-new-card-request/${r.TRANS_ID}`, user);
    expect(without.json()).toMatchObject({ success: false, msg: MSG.imageNotSelected });
    const res = await post(`/api/student/update-new-card-request/${r.TRANS_ID}`, user, { ...fields, ADDRESS: 'New address 42, Lahore' }, await jpegFile());
    expect(res.statusCode).toBe(200);
    const [after] = await requestsOf(student.ID);
    expect(after).toMatchObject({ REQ_STATUS: STATUS.SUBMITTED, ADDRESS: 'New address 42, Lahore' });
    const [s] = await t.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, student.ID));
    expect(s.PHOTO).not.toBeNull();
  });

  it('fixes Info Missing without a new photo when one is on file', async () => {
    const { user, student } = await buildStudent(t.db);
    const r = await giveCard(student.ID, STATUS.INFO_MISSING);
    const res = await post(`/api/student/update-new-card-request/${r.TRANS_ID}`, user);
    expect(res.statusCode).toBe(200);
    expect((await requestsOf(student.ID))[0].REQ_STATUS).toBe(STATUS.SUBMITTED);
  });

  it('refuses another student\'s request (404) and a request not waiting for the student (409), changing nothing', async () => {
    const { user } = await buildStudent(t.db);
    const { student: other } = await buildStudent(t.db);
    const theirs = await giveCard(other.ID, STATUS.IMAGE_NOT_CLEAR);
    const res = await post(`/api/student/update-new-card-request/${theirs.TRANS_ID}`, user, fields, await jpegFile());
    expect(res.statusCode).toBe(404);
    expect((await requestsOf(other.ID))[0].REQ_STATUS).toBe(STATUS.IMAGE_NOT_CLEAR);
    const { user: u2, student: s2 } = await buildStudent(t.db);
    const submitted = await giveCard(s2.ID, STATUS.SUBMITTED);
    const busy = await post(`/api/student/update-new-card-request/${submitted.TRANS_ID}`, u2, fields, await jpegFile());
    expect(busy.statusCode).toBe(409);
    expect(busy.json().msg).toBe(CARD_MSG.notEditable);
  });
});

describe('GET /api/student/card-requests/:t_id/challan', () => {
  it('refuses anonymous callers with 401 and other staff with 403', async () => {
    expect((await get('/api/student/card-requests/1/challan', null)).statusCode).toBe(401);
    expect((await get('/api/student/card-requests/1/challan', exam)).statusCode).toBe(403);
  });

  it('prints a three-copy challan for the student and the card office, not for another student', async () => {
    const { user, student } = await buildStudent(t.db);
    await giveCard(student.ID);
    const applied = await post('/api/student/duplicate-card-requests', user);
    const id = applied.json().data.TRANS_ID;
    const res = await get(`/api/student/card-requests/${id}/challan`, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const { text } = await extractText(new Uint8Array(res.rawPayload), { mergePages: true });
    for (const s of ['STUDENT COPY', 'BANK COPY', 'UNIVERSITY COPY', student.ROLNO, 'Only', t.config.BANK_ACCOUNT]) expect(text).toContain(s);
    expect((await get(`/api/student/card-requests/${id}/challan`, card)).statusCode).toBe(200);
    const { user: other } = await buildStudent(t.db);
    expect((await get(`/api/student/card-requests/${id}/challan`, other)).statusCode).toBe(404);
  });

  it('has no challan for a first card', async () => {
    const { user, student } = await buildStudent(t.db);
    const r = await giveCard(student.ID, STATUS.SUBMITTED);
    expect((await get(`/api/student/card-requests/${r.TRANS_ID}/challan`, user)).statusCode).toBe(404);
  });
});

describe('GET /api/student/photo', () => {
  it('refuses anonymous callers with 401 and staff with 403', async () => {
    expect((await get('/api/student/photo', null)).statusCode).toBe(401);
    expect((await get('/api/student/photo', card)).statusCode).toBe(403);
  });
  it('gives the student their own photo, 404 when none', async () => {
    const { user } = await buildStudent(t.db);
    const res = await get('/api/student/photo', user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(await testJpeg())).toBe(true);
    const { user: none } = await buildStudent(t.db, { withPhoto: false });
    expect((await get('/api/student/photo', none)).statusCode).toBe(404);
  });
});
