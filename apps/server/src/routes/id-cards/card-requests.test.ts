import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { extractText } from 'unpdf';
import { and, eq } from 'drizzle-orm';
import { DEPT, ID_CARD_MSG, MSG, STATUS, type IdCardDetail, type IdCardRow, type Paged, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent, testJpeg, type BuiltStudent } from '../../test/factories.js';
import { auditLog, cardRequests, students } from '../../db/schema/index.js';
import { buildCardRequest, idCardFormBody } from '../../test/id-cards-helpers.js';

let t: TestApp;
let card: SessionUser;
let treasurer: SessionUser;
let transport: SessionUser;
let alice: BuiltStudent;
let bob: BuiltStudent;

beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  transport = await buildStaff(t.db, DEPT.TRANSPORT);
  alice = await buildStudent(t.db, { NM: 'Alice Zafar', CLASS: 'BSCS 2nd Year' });
  bob = await buildStudent(t.db, { NM: 'Bob Qureshi', CLASS: 'BSIT 4th Year', MAJ_ID: 12 });
});
afterAll(() => t.close());

const post = async (url: string, payload: unknown, user?: SessionUser | null) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: user ? await t.auth(user) : {} });
const get = async (url: string, user?: SessionUser | null) => t.app.inject({ method: 'GET', url, headers: user ? await t.auth(user) : {} });

/** Every admin call refuses anonymous callers, students, and staff of other departments. */
async function expectCardOfficeOnly(method: 'GET' | 'POST', url: string, payload: unknown = {}) {
  const call = (user: SessionUser | null) => (method === 'GET' ? get(url, user) : post(url, payload, user));
  expect((await call(null)).statusCode).toBe(401);
  expect((await call(null)).json().msg).toBe(MSG.unauthorized);
  expect((await call(alice.user)).statusCode).toBe(403);
  expect((await call(treasurer)).statusCode).toBe(403);
  expect((await call(transport)).statusCode).toBe(403);
}

describe('POST /api/admin/idcard-requests', () => {
  const url = '/api/admin/idcard-requests';
  let fresh: number, dup: number, delivered: number;
  beforeAll(async () => {
    fresh = (await buildCardRequest(t.db, alice.student.ID, { DATE_OF_APPLY: new Date(2025, 2, 10, 12) })).TRANS_ID;
    dup = (
      await buildCardRequest(t.db, bob.student.ID, { CARD_TYPE: 2, ATTEMPT_NO: 2, REQ_STATUS: STATUS.FEE_PENDING, DATE_OF_APPLY: new Date(2025, 3, 1, 12) })
    ).TRANS_ID;
    delivered = (await buildCardRequest(t.db, bob.student.ID, { CARD_TYPE: 1, REQ_STATUS: STATUS.DELIVERED, DATE_OF_APPLY: new Date(2024, 8, 1, 12) }))
      .TRANS_ID;
    for (let i = 0; i < 12; i++) {
      const s = await buildStudent(t.db, { NM: `Paging Student ${i}` });
      await buildCardRequest(t.db, s.student.ID, { DATE_OF_APPLY: new Date(2023, 0, i + 1, 12) });
    }
  });

  it('refuses anonymous callers, students and other departments', () => expectCardOfficeOnly('POST', url, { cardType: 1 }));

  it('answers the documented plain list without paging: new cards, not delivered ones', async () => {
    const res = await post(url, { cardType: 1 }, card);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as IdCardRow[];
    expect(rows.map((r) => r.T_ID)).toContain(fresh);
    expect(rows.map((r) => r.T_ID)).not.toContain(delivered);
    expect(rows.map((r) => r.T_ID)).not.toContain(dup);
    const row = rows.find((r) => r.T_ID === fresh)!;
    expect(row).toMatchObject({
      TRANS_ID: fresh,
      STD_NAME: 'Alice Zafar',
      ROL_NO: alice.student.ROLNO,
      CLASS: 'BSCS 2nd Year',
      REQUEST_TYPE: 'New',
      STATUS: 'Submitted',
      REQ_STATUS: 5,
      VENUE: 'Directorate Of Purchase',
      CONTACT: '03001112222',
      HAS_PHOTO: true,
      DELETED_AT: null,
    });
  });

  it('the delivered list (5) holds delivered requests of every card type', async () => {
    const rows = (await post(url, { cardType: 5 }, card)).json() as IdCardRow[];
    expect(rows.map((r) => r.T_ID)).toEqual([delivered]);
    const dups = (await post(url, { cardType: 2 }, card)).json() as IdCardRow[];
    expect(dups.map((r) => [r.T_ID, r.REQUEST_TYPE, r.STATUS])).toEqual([[dup, 'Duplicate', 'Fee Pending']]);
  });

  it('pages, sorts on date and counts on the server', async () => {
    const p1 = (await post(url, { cardType: 1, page: 1, pageSize: 10 }, card)).json() as Paged<IdCardRow>;
    expect(p1.total).toBe(13);
    expect(p1.rows).toHaveLength(10);
    expect(p1.rows[0].T_ID).toBe(fresh); // newest first by default
    const p2 = (await post(url, { cardType: 1, page: 2, pageSize: 10 }, card)).json() as Paged<IdCardRow>;
    expect(p2.rows).toHaveLength(3);
    const asc = (await post(url, { cardType: 1, page: 1, pageSize: 10, sortBy: 'DATE_OF_APPLY', sortDir: 'asc' }, card)).json() as Paged<IdCardRow>;
    expect(asc.rows[0].STD_NAME).toBe('Paging Student 0');
    const dates = asc.rows.map((r) => r.DATE_OF_APPLY);
    expect([...dates].sort()).toEqual(dates);
  });

  it('filters on name, roll number, class, date and status', async () => {
    const q = async (filters: Record<string, string>) =>
      ((await post(url, { cardType: 1, page: 1, pageSize: 50, filters }, card)).json() as Paged<IdCardRow>).rows.map((r) => r.T_ID);
    expect(await q({ STD_NAME: 'alice' })).toEqual([fresh]);
    expect(await q({ STD_NAME: 'zafar' })).toEqual([fresh]);
    expect(await q({ ROL_NO: alice.student.ROLNO.slice(0, 6).toLowerCase() })).toContain(fresh);
    expect(await q({ CLASS: '2nd year', STD_NAME: 'ali' })).toEqual([fresh]);
    expect(await q({ DATE_OF_APPLY: '10-03-2025' })).toEqual([fresh]);
    expect(await q({ DATE_OF_APPLY: '03-2025' })).toEqual([fresh]);
    expect(await q({ DATE_OF_APPLY: '10-0' })).toEqual([]);
    expect((await q({ STATUS: 'submit' })).length).toBe(13);
    expect(await q({ STATUS: 'deliv' })).toEqual([]);
    expect(await q({ STD_NAME: '%' })).toEqual([]);
  });

  it('exportAll gives every filtered row for the CSV', async () => {
    const all = (await post(url, { cardType: 1, page: 1, pageSize: 10, exportAll: true, filters: { STD_NAME: 'paging' } }, card)).json() as Paged<IdCardRow>;
    expect(all.rows).toHaveLength(12);
    expect(all.total).toBe(12);
  });

  it('refuses an unknown card type, sort column or filter with 400', async () => {
    for (const [body, msg] of [
      [{ cardType: 4 }, ID_CARD_MSG.badCardType],
      [{}, ID_CARD_MSG.badCardType],
      [{ cardType: 1, page: 1, sortBy: 'STD_NAME' }, MSG.cannotSortList],
      [{ cardType: 1, page: 1, filters: { PASSWORD: 'x' } }, MSG.cannotFilterList],
      [{ cardType: 1, page: 1, sortBy: '__proto__' }, MSG.cannotSortList],
      [{ cardType: 1, page: 1, filters: { constructor: 'x' } }, MSG.cannotFilterList],
      [{ cardType: 1, page: 1, pageSize: 7 }, 'Page size must be 10, 20, 50 or 100'],
    ] as const) {
      const res = await post(url, body, card);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg });
    }
  });
});

describe('POST /api/admin/update-idcard-requests (detail)', () => {
  const url = '/api/admin/update-idcard-requests';
  it('refuses anonymous callers, students and other departments', () => expectCardOfficeOnly('POST', url, { T_ID: 1 }));

  it('answers the request detail', async () => {
    const r = await buildCardRequest(t.db, alice.student.ID, { CARD_TYPE: 3, ATTEMPT_NO: 3, F_CONTACT: '' });
    const res = await post(url, { T_ID: r.TRANS_ID }, card);
    expect(res.statusCode).toBe(200);
    const d = res.json().data as IdCardDetail;
    expect(d).toMatchObject({
      T_ID: r.TRANS_ID,
      CARD_TYPE: 3,
      REQUEST_TYPE: 'Triplicate',
      ATTEMPT_NO: 3,
      ROLNO: alice.student.ROLNO,
      NM: 'Alice Zafar',
      F_NM: 'Test Father',
      DEPARTMENT: 'Computer Science',
      MAJOR: 'BS Computer Science',
      S_CONTACT: '03001112222',
      F_CONTACT: alice.student.F_CONTACT,
      BLOOD_GROUP: 'O+',
      REQ_STATUS: 5,
      STATUS: 'Submitted',
      DISTRIBUTION_DATE: null,
      HAS_PHOTO: true,
      C_CODE: alice.student.C_CODE,
      SE_ID: alice.student.SE_ID,
      MAJ_ID: 11,
    });
  });

  it('answers 404 for an unknown T_ID and 400 for a bad one', async () => {
    const res = await post(url, { T_ID: 999999 }, card);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(ID_CARD_MSG.requestNotFound(999999));
    const bad = await post(url, { T_ID: 'abc' }, card);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(ID_CARD_MSG.badTId);
  });
});

describe('POST /api/admin/update-idcard-request-form and update-dup-idcard-request-form', () => {
  const normal = '/api/admin/update-idcard-request-form';
  const dupUrl = '/api/admin/update-dup-idcard-request-form';
  const requestRow = async (id: number) => (await t.db.select().from(cardRequests).where(eq(cardRequests.TRANS_ID, id)))[0];

  it('refuses anonymous callers, students and other departments', async () => {
    await expectCardOfficeOnly('POST', normal, { T_ID: 1, status: 3 });
    await expectCardOfficeOnly('POST', dupUrl, { T_ID: 1, status: 3, REQ_TYPE: 2 });
  });

  it('saves status, distribution date, venue, RF ID, machine number and comment, and audits it', async () => {
    const r = await buildCardRequest(t.db, alice.student.ID);
    const res = await post(normal, idCardFormBody(alice, r.TRANS_ID), card);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: 'Form Saved Successfully', msgCode: 'formSaved', data: { PHOTO_DELETED: false } });
    const after = await requestRow(r.TRANS_ID);
    expect(after).toMatchObject({ REQ_STATUS: 3, COMMENT: 'Printing', RF_ID: 'RF1234567', MACHINE_ID: 'MC01', VENUE: 'Directorate Of Purchase' });
    expect(after.DISTRIBUTION_DATE?.toISOString()).toBe('2025-06-15T00:00:00.000Z');
    const history = (await get(`/api/admin/idcard-history/${r.TRANS_ID}`, card)).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ ACTION: 'update', BEFORE: { REQ_STATUS: 5, RF_ID: null }, AFTER: { REQ_STATUS: 3, RF_ID: 'RF1234567' } });
    expect(history[0].ACTOR_NAME).toContain(card.USERNAME);
  });

  it('clearing the date sends empty and clears it; an empty venue falls back to the default', async () => {
    const r = await buildCardRequest(t.db, alice.student.ID, { DISTRIBUTION_DATE: new Date(), VENUE: 'Old Hall', RF_ID: 'X' });
    const res = await post(normal, idCardFormBody(alice, r.TRANS_ID, { dtdistribution: '', venue: '', RF_ID: '', status: '8' }), card);
    expect(res.statusCode).toBe(200);
    expect(await requestRow(r.TRANS_ID)).toMatchObject({ DISTRIBUTION_DATE: null, VENUE: 'Directorate Of Purchase', RF_ID: null, REQ_STATUS: 8 });
  });

  it('status 6 deletes the student\u2019s photo in the same save', async () => {
    const s = await buildStudent(t.db);
    const r = await buildCardRequest(t.db, s.student.ID);
    const res = await post(normal, idCardFormBody(s, r.TRANS_ID, { status: '6' }), card);
    expect(res.json().data).toEqual({ PHOTO_DELETED: true });
    const [row] = await t.db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, s.student.ID));
    expect(row.PHOTO).toBeNull();
    const logs = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ENTITY, 'student'), eq(auditLog.ENTITY_ID, String(s.student.ID))));
    expect(logs.map((l) => l.ACTION)).toEqual(['delete_photo']);
    expect((await get(`/get-file/${s.student.C_CODE}/${s.student.SE_ID}/${s.student.MAJ_ID}/${s.student.ROLNO}`, card)).statusCode).toBe(404);
  });

  it('the duplicate form saves duplicate, triplicate and quadruplicate requests with their REQ_TYPE', async () => {
    for (const type of [2, 3, 7, 8]) {
      const r = await buildCardRequest(t.db, bob.student.ID, { CARD_TYPE: type, ATTEMPT_NO: type === 8 ? 1 : type });
      const res = await post(dupUrl, idCardFormBody(bob, r.TRANS_ID, { REQ_TYPE: type, status: STATUS.FEE_PAID }), card);
      expect(res.statusCode, `type ${type}`).toBe(200);
      expect((await requestRow(r.TRANS_ID)).REQ_STATUS).toBe(STATUS.FEE_PAID);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const r = await buildCardRequest(t.db, alice.student.ID);
    const dupReq = await buildCardRequest(t.db, alice.student.ID, { CARD_TYPE: 2 });
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['RF ID of 10 characters', normal, idCardFormBody(alice, r.TRANS_ID, { RF_ID: '1234567890' }), ID_CARD_MSG.rfIdTooLong],
      ['machine number of 10 characters', normal, idCardFormBody(alice, r.TRANS_ID, { MACHINE_ID: 'ABCDEFGHIJ' }), ID_CARD_MSG.machineIdTooLong],
      ['a bad date', normal, idCardFormBody(alice, r.TRANS_ID, { dtdistribution: '2025-13-45' }), ID_CARD_MSG.badDistributionDate],
      ['an unknown status', normal, idCardFormBody(alice, r.TRANS_ID, { status: 99 }), ID_CARD_MSG.unknownStatus],
      ['a clearance status', normal, idCardFormBody(alice, r.TRANS_ID, { status: STATUS.FORWARDED_TO_HOD }), ID_CARD_MSG.unknownStatus],
      ['no status', normal, idCardFormBody(alice, r.TRANS_ID, { status: undefined }), ID_CARD_MSG.unknownStatus],
      ['another student\u2019s roll number', normal, idCardFormBody(bob, r.TRANS_ID), ID_CARD_MSG.studentDoesNotMatch],
      ['the normal form on a duplicate', normal, idCardFormBody(alice, dupReq.TRANS_ID), ID_CARD_MSG.formDoesNotMatch],
      ['the wrong REQ_TYPE', dupUrl, idCardFormBody(alice, dupReq.TRANS_ID, { REQ_TYPE: 3 }), ID_CARD_MSG.formDoesNotMatch],
      ['a REQ_TYPE the form does not take', dupUrl, idCardFormBody(alice, dupReq.TRANS_ID, { REQ_TYPE: 1 }), ID_CARD_MSG.badCardType],
    ];
    for (const [name, url, body, msg] of cases) {
      const res = await post(url, body, card);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().msg, name).toBe(msg);
    }
    expect(await requestRow(r.TRANS_ID)).toMatchObject({ REQ_STATUS: 5, RF_ID: null, MACHINE_ID: null, DISTRIBUTION_DATE: null });
    expect(await requestRow(dupReq.TRANS_ID)).toMatchObject({ REQ_STATUS: 5 });
    expect((await get(`/api/admin/idcard-history/${r.TRANS_ID}`, card)).json().data).toEqual([]);
  });

  it('answers 404 for an unknown T_ID', async () => {
    const res = await post(normal, { T_ID: 987654, status: 3 }, card);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(ID_CARD_MSG.requestNotFound(987654));
  });
});

describe('deleting and restoring requests', () => {
  const del = '/api/admin/delete-idcard-request';
  const restore = '/api/admin/restore-idcard-request';
  const deletedList = '/api/admin/deleted-idcard-requests';

  it('refuses anonymous callers, students and other departments', async () => {
    await expectCardOfficeOnly('POST', del, { T_ID: 1 });
    await expectCardOfficeOnly('POST', restore, { T_ID: 1 });
    await expectCardOfficeOnly('POST', deletedList, { cardType: 1 });
    await expectCardOfficeOnly('GET', '/api/admin/idcard-history/1');
  });

  it('delete moves a request to the deleted list (who, when); restore brings it back', async () => {
    const s = await buildStudent(t.db, { NM: 'Deleted Dania' });
    const r = await buildCardRequest(t.db, s.student.ID, { CARD_TYPE: 7, ATTEMPT_NO: 4 });
    const res = await post(del, { T_ID: r.TRANS_ID }, card);
    expect(res.json()).toEqual({ success: true, msg: 'Deleted successfully', msgCode: 'deletedSuccessfully' });
    const list = (await post('/api/admin/idcard-requests', { cardType: 7 }, card)).json() as IdCardRow[];
    expect(list.map((x) => x.T_ID)).not.toContain(r.TRANS_ID);
    const deleted = (await post(deletedList, { cardType: 7, page: 1, pageSize: 10 }, card)).json() as Paged<IdCardRow>;
    expect(deleted.total).toBe(1);
    expect(deleted.rows[0]).toMatchObject({ T_ID: r.TRANS_ID, STD_NAME: 'Deleted Dania', DELETED_BY: card.NM });
    expect(deleted.rows[0].DELETED_AT).toBeTruthy();
    expect((await post('/api/admin/update-idcard-requests', { T_ID: r.TRANS_ID }, card)).statusCode).toBe(404);
    // deleting twice: 'Not found'
    const again = await post(del, { T_ID: r.TRANS_ID }, card);
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe('Not found');

    const back = await post(restore, { T_ID: r.TRANS_ID }, card);
    expect(back.json()).toEqual({ success: true, msg: ID_CARD_MSG.restored, msgCode: 'idCard.restored' });
    expect(((await post('/api/admin/idcard-requests', { cardType: 7 }, card)).json() as IdCardRow[]).map((x) => x.T_ID)).toContain(r.TRANS_ID);
    expect((await post(deletedList, { cardType: 7 }, card)).json() as IdCardRow[]).toEqual([]);
    const history = (await get(`/api/admin/idcard-history/${r.TRANS_ID}`, card)).json().data as { ACTION: string }[];
    expect(history.map((h) => h.ACTION)).toEqual(['restore', 'delete']);
  });

  it('restore refuses a request that is not deleted (404) and one that would make a second open request (409)', async () => {
    const s = await buildStudent(t.db);
    const old = await buildCardRequest(t.db, s.student.ID);
    expect((await post(restore, { T_ID: old.TRANS_ID }, card)).statusCode).toBe(404);
    await post(del, { T_ID: old.TRANS_ID }, card);
    await buildCardRequest(t.db, s.student.ID); // the student applied again
    const res = await post(restore, { T_ID: old.TRANS_ID }, card);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(ID_CARD_MSG.restoreConflict);
    expect((await post(del, { T_ID: 'x' }, card)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/idcard-download/:T_ID', () => {
  it('refuses anonymous callers, students and other departments', () => expectCardOfficeOnly('GET', '/api/admin/idcard-download/1'));

  it('gives {roll number}.zip with a readable PDF form and the JPEG photo', async () => {
    const r = await buildCardRequest(t.db, alice.student.ID, { CARD_TYPE: 1, RF_ID: 'RF777', COMMENT: 'Collect on Monday' });
    const res = await get(`/api/admin/idcard-download/${r.TRANS_ID}`, card);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`filename="${alice.student.ROLNO}.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([`${alice.student.ROLNO}.jpg`, `${alice.student.ROLNO}.pdf`]);
    const jpg = await zip.file(`${alice.student.ROLNO}.jpg`)!.async('nodebuffer');
    expect(jpg.equals(await testJpeg())).toBe(true);
    const pdf = await zip.file(`${alice.student.ROLNO}.pdf`)!.async('uint8array');
    const { text } = await extractText(pdf, { mergePages: true });
    for (const s of [
      t.config.INSTITUTION_NAME,
      'Student ID Card Request Form',
      'ALICE ZAFAR',
      alice.student.ROLNO,
      'For Office Use Only',
      'RF777',
      'Collect on Monday',
      'Signature of Student',
    ])
      expect(text).toContain(s);
  });

  it('answers 404 for an unknown T_ID', async () => {
    const res = await get('/api/admin/idcard-download/424242', card);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(ID_CARD_MSG.requestNotFound(424242));
  });
});
