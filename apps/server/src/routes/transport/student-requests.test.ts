import { addDays, formatDate, type SessionUser, STATUS, TRANSPORT_MSG } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transportRequests } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { makeRequest, type makeRoute, transportAppWithRoute } from '../../test/transport-helpers.js';

/** The student's own transport requests: the list and the challan of a request waiting for its fee. */
let t: TestApp;
let office: SessionUser;
let card: SessionUser;
let route: Awaited<ReturnType<typeof makeRoute>>;
beforeAll(async () => {
  ({ t, office, card, route } = await transportAppWithRoute());
});
afterAll(() => t.close());

const stop = (i = 0) => route.stops[i].STOP_ID;

describe('GET /api/student/transport-requests', () => {
  it('answers 401 and 403 to staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/student/transport-requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/student/transport-requests', headers: await t.auth(office) })).statusCode).toBe(403);
  });

  it("lists only the student's own requests, newest first, in the documented shape", async () => {
    const { user, student } = await buildStudent(t.db);
    const old = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, stop(), STATUS.DELIVERED);
    await t.db
      .update(transportRequests)
      .set({ APPLY_DATE: new Date('2024-03-05T10:00:00Z'), DISTRIBUTION_DATE: '2024-03-20', COMMENT: 'Collected' })
      .where(eq(transportRequests.TRANS_ID, old.TRANS_ID));
    const current = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, stop(1), STATUS.FEE_PENDING);
    const { student: other } = await buildStudent(t.db);
    await makeRequest(t.db, other.ID, route.route.ROUTE_ID, stop(), STATUS.SUBMITTED);
    const res = await t.app.inject({ method: 'GET', url: '/api/student/transport-requests', headers: await t.auth(user) });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { TRANS_ID: number }) => r.TRANS_ID)).toEqual([current.TRANS_ID, old.TRANS_ID]);
    expect(rows[1]).toEqual({
      TRANS_ID: old.TRANS_ID,
      REQUEST_TYPE: 'Transport Card',
      DATE_OF_APPLY: '05 March 2024',
      APPLY_DATE: '2024-03-05T10:00:00.000Z',
      DISTRIBUTION_DATE: '20 March 2024',
      VENUE: 'Transport Office',
      COMMENT: 'Collected',
      REQ_STATUS: 8,
      STATUS: 'Delivered',
      ROUTE_ID: route.route.ROUTE_ID,
      ROUTE_NO: route.route.ROUTE_NO,
      ROUTE_NAME: route.route.ROUTE_NAME,
      STOP_ID: stop(),
      STOP_NAME: 'Stop A',
    });
    expect(rows[0]).toMatchObject({ STATUS: 'Fee Pending', DISTRIBUTION_DATE: 'N/A' });
  });
});

describe('GET /api/student/transport-requests/:TRANS_ID/challan', () => {
  const url = (id: number) => `/api/student/transport-requests/${id}/challan`;

  it('answers 401 and 403 to other offices', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(1) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(1), headers: await t.auth(card) })).statusCode).toBe(403);
  });

  it('gives the student the challan of their Fee Pending request, named by roll number', async () => {
    const { user, student } = await buildStudent(t.db, { NM: 'Ayesha Challan' });
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, stop(), STATUS.FEE_PENDING);
    const res = await t.app.inject({ method: 'GET', url: url(req.TRANS_ID), headers: await t.auth(user) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${student.ROLNO}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(totalPages).toBe(1);
    const page = await pdf.getPage(1);
    const [, , w, h] = page.view;
    expect([Math.round(w), Math.round(h)]).toEqual([1008, 612]);
    for (const s of [
      'STUDENT COPY',
      'BANK COPY',
      'UNIVERSITY COPY',
      'Eighteen Thousand Only',
      'PKR 18,000',
      'Transport Card Challan',
      `TR-${req.TRANS_ID}`,
      t.config.BANK_NAME,
      t.config.BANK_ACCOUNT,
      student.ROLNO,
      'AYESHA CHALLAN',
      formatDate(addDays(new Date(), 10)),
    ]) {
      expect(text, s).toContain(s);
    }
    expect(text.split('Eighteen Thousand Only')).toHaveLength(4);
  });

  it("refuses a request that is not Fee Pending (409) and another student's (404, as a request that does not exist)", async () => {
    const { user, student } = await buildStudent(t.db);
    const req = await makeRequest(t.db, student.ID, route.route.ROUTE_ID, stop(), STATUS.SUBMITTED);
    const notYet = await t.app.inject({ method: 'GET', url: url(req.TRANS_ID), headers: await t.auth(user) });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().msg).toBe(TRANSPORT_MSG.challanOnlyFeePending);
    const { student: other } = await buildStudent(t.db);
    const theirs = await makeRequest(t.db, other.ID, route.route.ROUTE_ID, stop(), STATUS.FEE_PENDING);
    const res = await t.app.inject({ method: 'GET', url: url(theirs.TRANS_ID), headers: await t.auth(user) });
    const missing = await t.app.inject({ method: 'GET', url: url(999_999), headers: await t.auth(user) });
    expect(res.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(res.json().msg).toBe(missing.json().msg);
  });
});
