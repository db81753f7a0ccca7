import { MSG, type SessionUser, STATUS, TRANSPORT_MSG } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, students, transportRequests } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { makeRequest, type makeRoute, transportAppWithRoute } from '../../test/transport-helpers.js';

let t: TestApp;
let office: SessionUser;
let card: SessionUser;
let route: Awaited<ReturnType<typeof makeRoute>>;
beforeAll(async () => {
  ({ t, office, card, route } = await transportAppWithRoute(['Liberty Market', 'Kalma Chowk']));
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, user: SessionUser | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user ? await t.auth(user) : {} });
const list = (user: SessionUser, query = '') => call('GET', `/api/admin/get-transport-requests${query}`, user);
const requestRow = async (id: number) => (await t.db.select().from(transportRequests).where(eq(transportRequests.TRANS_ID, id)))[0];
const studentRow = async (id: number) => (await t.db.select().from(students).where(eq(students.ID, id)))[0];

describe('GET /api/admin/get-transport-requests', () => {
  const ids: number[] = [];
  const rolnos: string[] = [];
  beforeAll(async () => {
    for (const [i, name] of ['Zara Listed', 'Bilal Listed', 'Hira Listed'].entries()) {
      const { student } = await buildStudent(t.db, { NM: name, F_CONTACT: i === 0 ? '' : '03001112223' });
      const req = await makeRequest(
        t.db,
        student.ID,
        route.route.ROUTE_ID,
        route.stops[i % 2].STOP_ID,
        [STATUS.SUBMITTED, STATUS.FEE_PENDING, STATUS.IMAGE_NOT_CLEAR][i],
      );
      await t.db
        .update(transportRequests)
        .set({ APPLY_DATE: new Date(Date.UTC(2025, 0, 10 + i)) })
        .where(eq(transportRequests.TRANS_ID, req.TRANS_ID));
      ids.push(req.TRANS_ID);
      rolnos.push(student.ROLNO);
    }
  });

  it('answers 401, and 403 to students and other offices', async () => {
    expect((await call('GET', '/api/admin/get-transport-requests', null)).statusCode).toBe(401);
    expect((await list(card)).statusCode).toBe(403);
    expect((await list((await buildStudent(t.db)).user)).statusCode).toBe(403);
  });

  it('answers the documented list, newest apply date first, in the documented shape', async () => {
    const res = await list(office);
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(Array.isArray(rows)).toBe(true);
    const mine = rows.filter((r: { TRANS_ID: number }) => ids.includes(r.TRANS_ID));
    expect(mine.map((r: { TRANS_ID: number }) => r.TRANS_ID)).toEqual([...ids].reverse());
    const zara = mine.find((r: { NM: string }) => r.NM === 'Zara Listed');
    expect(zara).toMatchObject({
      ROLNO: rolnos[0],
      F_NM: 'Test Father',
      F_CONTACT: 'N/A',
      DEPARTMENT: 'Computer Science',
      MAJOR: 'BS Computer Science',
      DATE_OF_APPLY: '10-01-2025',
      ROUTE_NO: route.route.ROUTE_NO,
      STOP_NAME: 'Liberty Market',
      STATUS: 'Submitted',
      REQ_STATUS: 5,
      REQUEST_STATUS: 'Submitted',
      REQUEST_TYPE: 'Transport Card',
      DISTRIBUTION_DATE: null,
      DIST_DT: 'N/A',
      VENUE: 'Transport Office',
      HAS_PHOTO: true,
    });
    for (const k of ['TRANS_ID', 'S_CONTACT', 'SESSION', 'CLASS', 'APPLY_DATE', 'ADDRESS', 'COMMENT', 'C_CODE', 'SE_ID', 'MAJ_ID', 'YEAR', 'RN'])
      expect(zara).toHaveProperty(k);
  });

  it('pages, sorts, filters and searches on the server ({ rows, total })', async () => {
    const page = (await list(office, '?page=1&pageSize=10&search=Listed')).json();
    expect(page.total).toBe(3);
    expect(page.rows.map((r: { TRANS_ID: number }) => r.TRANS_ID)).toEqual([...ids].reverse());
    const asc = (await list(office, '?page=1&pageSize=10&search=Listed&sortBy=NM&sortDir=asc')).json();
    expect(asc.rows.map((r: { NM: string }) => r.NM)).toEqual(['Bilal Listed', 'Hira Listed', 'Zara Listed']);
    const filtered = (await list(office, `?page=1&pageSize=10&filters[ROLNO]=${encodeURIComponent(rolnos[1])}`)).json();
    expect(filtered).toMatchObject({ total: 1, rows: [{ TRANS_ID: ids[1], STATUS: 'Fee Pending' }] });
    const byJson = (await list(office, `?page=1&filters=${encodeURIComponent(JSON.stringify({ STATUS: 'image not' }))}&search=Listed`)).json();
    expect(byJson.rows.map((r: { TRANS_ID: number }) => r.TRANS_ID)).toEqual([ids[2]]);
    const byStop = (await list(office, '?page=1&search=Listed&filters[STOP_NAME]=kalma')).json();
    expect(byStop.total).toBe(1);
    const second = (await list(office, '?page=2&pageSize=10&search=Listed')).json();
    expect(second).toEqual({ rows: [], total: 3 });
    const all = (await list(office, '?exportAll=true&search=Listed')).json();
    expect(all.rows).toHaveLength(3);
    const noMatch = (await list(office, '?page=1&search=%25_nothing')).json();
    expect(noMatch).toEqual({ rows: [], total: 0 });
  });

  it('refuses a bad page size', async () => {
    const res = await list(office, '?page=1&pageSize=7');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/admin/getRowData', () => {
  it('answers 401 and 403', async () => {
    expect((await call('POST', '/api/admin/getRowData', null, { TRANS_ID: 1 })).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/getRowData', card, { TRANS_ID: 1 })).statusCode).toBe(403);
  });

  it('gives the row with DIST_DT and its history', async () => {
    const { student } = await buildStudent(t.db);
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, STATUS.SUBMITTED);
    await call('POST', '/api/admin/transportFormUpdateByAdmin', office, {
      TRANS_ID: req.TRANS_ID,
      DIST_DT: '2025-02-03',
      VENUE: 'Transport Office',
      REQ_STATUS: 3,
      COMMENT: 'Printing',
    });
    const res = await call('POST', '/api/admin/getRowData', office, { TRANS_ID: req.TRANS_ID });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ TRANS_ID: req.TRANS_ID, DIST_DT: '03-02-2025', DISTRIBUTION_DATE: '2025-02-03', REQ_STATUS: 3, COMMENT: 'Printing' });
    expect(res.json().history).toHaveLength(1);
    expect(res.json().history[0]).toMatchObject({ ACTION: 'review', BEFORE: { REQ_STATUS: 5 }, AFTER: { REQ_STATUS: 3 } });
  });

  it('answers 404 for an unknown request and 400 without TRANS_ID', async () => {
    expect((await call('POST', '/api/admin/getRowData', office, { TRANS_ID: 999_999 })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/getRowData', office, {})).statusCode).toBe(400);
  });
});

describe('POST /api/admin/transportFormUpdateByAdmin', () => {
  it('answers 401 and 403', async () => {
    expect((await call('POST', '/api/admin/transportFormUpdateByAdmin', null, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/transportFormUpdateByAdmin', card, {})).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/transportFormUpdateByAdmin', (await buildStudent(t.db)).user, {})).statusCode).toBe(403);
  });

  it('saves the office fields, keeps LAST_TR_S in step and audits', async () => {
    const { student } = await buildStudent(t.db);
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, STATUS.SUBMITTED);
    const res = await call('POST', '/api/admin/transportFormUpdateByAdmin', office, {
      TRANS_ID: req.TRANS_ID,
      DIST_DT: '2025-05-06',
      VENUE: 'Transport Office, Gate 2',
      REQ_STATUS: STATUS.FEE_PENDING,
      COMMENT: 'Pay the fee',
    });
    expect(res.json()).toEqual({ success: true, msg: MSG.formSaved, msgCode: 'formSaved' });
    expect(await requestRow(req.TRANS_ID)).toMatchObject({
      DISTRIBUTION_DATE: '2025-05-06',
      VENUE: 'Transport Office, Gate 2',
      REQ_STATUS: 7,
      COMMENT: 'Pay the fee',
    });
    const s = await studentRow(student.ID);
    expect(s.LAST_TR_S).toBe(STATUS.FEE_PENDING);
    expect(s.PHOTO).not.toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ENTITY, 'transport_request'), eq(auditLog.ENTITY_ID, String(req.TRANS_ID))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ ACTOR_ID: office.ID, BEFORE: { REQ_STATUS: 5 }, AFTER: { REQ_STATUS: 7 } });
    // clearing the date empties it
    await call('POST', '/api/admin/transportFormUpdateByAdmin', office, {
      TRANS_ID: req.TRANS_ID,
      DIST_DT: '',
      VENUE: 'Transport Office',
      REQ_STATUS: STATUS.COMPLETE,
      COMMENT: '',
    });
    expect((await requestRow(req.TRANS_ID)).DISTRIBUTION_DATE).toBeNull();
    expect((await studentRow(student.ID)).LAST_TR_S).toBe(STATUS.COMPLETE);
  });

  it('status 6 deletes the photo in the same save, audited', async () => {
    const { student } = await buildStudent(t.db);
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, STATUS.SUBMITTED);
    const res = await call('POST', '/api/admin/transportFormUpdateByAdmin', office, {
      TRANS_ID: req.TRANS_ID,
      DIST_DT: null,
      VENUE: 'Transport Office',
      REQ_STATUS: STATUS.IMAGE_NOT_CLEAR,
      COMMENT: 'Blurry photo',
    });
    expect(res.statusCode).toBe(200);
    const s = await studentRow(student.ID);
    expect(s.PHOTO).toBeNull();
    expect(s.LAST_TR_S).toBe(STATUS.IMAGE_NOT_CLEAR);
    const [photoAudit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ENTITY, 'student'), eq(auditLog.ENTITY_ID, String(student.ID)), eq(auditLog.ACTION, 'photo-deleted')));
    expect(photoAudit.AFTER).toMatchObject({ PHOTO: null, LAST_TR_S: 6 });
  });

  it('does not move LAST_TR_S when an older request changes', async () => {
    const { student } = await buildStudent(t.db);
    const old = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, STATUS.DELIVERED);
    await t.db
      .update(transportRequests)
      .set({ APPLY_DATE: new Date('2024-01-01') })
      .where(eq(transportRequests.TRANS_ID, old.TRANS_ID));
    await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, STATUS.SUBMITTED);
    await call('POST', '/api/admin/transportFormUpdateByAdmin', office, {
      TRANS_ID: old.TRANS_ID,
      DIST_DT: '2024-02-01',
      VENUE: 'Transport Office',
      REQ_STATUS: STATUS.DELIVERED,
      COMMENT: 'fixed date',
    });
    expect((await studentRow(student.ID)).LAST_TR_S).toBe(STATUS.SUBMITTED);
    // re-opening it while another request is open is refused
    const res = await call('POST', '/api/admin/transportFormUpdateByAdmin', office, {
      TRANS_ID: old.TRANS_ID,
      DIST_DT: '',
      VENUE: 'Transport Office',
      REQ_STATUS: STATUS.IN_PROGRESS,
      COMMENT: '',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(TRANSPORT_MSG.anotherOpenRequest);
    expect((await requestRow(old.TRANS_ID)).REQ_STATUS).toBe(STATUS.DELIVERED);
  });

  it.each([
    [{ DIST_DT: '', VENUE: 'x', REQ_STATUS: 99, COMMENT: '' }, MSG.selectStatus],
    [{ DIST_DT: '', VENUE: 'x', REQ_STATUS: STATUS.APPROVED, COMMENT: '' }, MSG.selectStatus],
    [{ DIST_DT: '', VENUE: 'x', COMMENT: '' }, MSG.selectStatus],
    [{ DIST_DT: '06/05/2025', VENUE: 'x', REQ_STATUS: 3, COMMENT: '' }, 'Distribution date must be YYYY-MM-DD'],
  ])('refuses bad input %j and changes nothing', async (body, msg) => {
    const { student } = await buildStudent(t.db);
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[0].STOP_ID, STATUS.SUBMITTED);
    const res = await call('POST', '/api/admin/transportFormUpdateByAdmin', office, { TRANS_ID: req.TRANS_ID, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect((await requestRow(req.TRANS_ID)).REQ_STATUS).toBe(STATUS.SUBMITTED);
  });

  it('answers 404 for an unknown request', async () => {
    const res = await call('POST', '/api/admin/transportFormUpdateByAdmin', office, { TRANS_ID: 999_999, DIST_DT: '', VENUE: '', REQ_STATUS: 3, COMMENT: '' });
    expect(res.statusCode).toBe(404);
  });
});

describe('photo and printable form', () => {
  it('answer 401 and 403', async () => {
    for (const url of ['/api/admin/transport-requests/1/photo', '/api/admin/transport-requests/1/form']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, card)).statusCode).toBe(403);
    }
  });

  it("serve the student's photo and the Student Transport Card Form PDF", async () => {
    const { student } = await buildStudent(t.db, { NM: 'Form Student', F_CONTACT: '' });
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[1].STOP_ID, STATUS.SUBMITTED);
    const photo = await call('GET', `/api/admin/transport-requests/${req.TRANS_ID}/photo`, office);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(photo.rawPayload, student.PHOTO!)).toBe(0);
    const form = await call('GET', `/api/admin/transport-requests/${req.TRANS_ID}/form`, office);
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-type']).toBe('application/pdf');
    expect(form.headers['content-disposition']).toContain(`${student.ROLNO} Transport Card Form.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(form.rawPayload)), { mergePages: true });
    for (const s of [
      'Student Transport Card Form',
      'FORM STUDENT',
      student.ROLNO,
      'Kalma Chowk',
      route.route.ROUTE_NO,
      'Signature with Stamp',
      'Transport Office',
      'N/A',
    ])
      expect(text, s).toContain(s);
  });

  it('answer 404 when there is no photo or no request', async () => {
    const { student } = await buildStudent(t.db, { withPhoto: false });
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, route.stops[1].STOP_ID, STATUS.SUBMITTED);
    expect((await call('GET', `/api/admin/transport-requests/${req.TRANS_ID}/photo`, office)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/transport-requests/999999/form', office)).statusCode).toBe(404);
  });
});
