import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CARD_MSG, DEPT, MSG, type SessionUser, STATUS } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { busRoutes, clearanceRequests, clearanceRows, eftApplications } from '../db/schema/index.js';
import { giveRecords } from '../resilience/world.js';
import { APPLICATION } from '../test/clearance-helpers.js';
import { multipart } from '../test/multipart.js';
import { SOME_INVISIBLE } from '@portal/domain/test/invisible-texts';

/**
 * A required text (a rejection's comment, an address, a name…) must hold something a reader can see:
 * zero-width and other invisible characters, alone or with white space, count as empty — on every route,
 * with the field's own message, and nothing changes.
 */
let t: TestApp;
let card: SessionUser;
let treasurer: SessionUser;
let transport: SessionUser;
let student: SessionUser;
let tId: number;
let eftId: number;
beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
  transport = await buildStaff(t.db, DEPT.TRANSPORT);
  student = (await buildStudent(t.db, { YEAR: new Date().getFullYear() - 2 })).user;
  await giveRecords(t, student);
  [{ T_ID: tId }] = await t.db.select({ T_ID: clearanceRequests.T_ID }).from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, student.STD_ID!));
  [{ ID: eftId }] = await t.db.select({ ID: eftApplications.ID }).from(eftApplications).where(eq(eftApplications.STUDENT_ID, student.STD_ID!));
});
afterAll(() => t.close());

const call = async (user: SessionUser | null, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: user ? await t.auth(user) : {}, payload });
const cardRow = async () => (await t.db.select().from(clearanceRows).where(and(eq(clearanceRows.T_ID, tId), eq(clearanceRows.D_ID, DEPT.CARD_OFFICE))))[0];
const application = async () => (await t.db.select({ STATUS: eftApplications.STATUS, COMMENT: eftApplications.COMMENT }).from(eftApplications).where(eq(eftApplications.ID, eftId)))[0];

describe('a rejection needs a visible comment', () => {
  it.each(SOME_INVISIBLE)('clearance: a comment of %s is no comment', async (_name, comment) => {
    const before = await cardRow();
    const res = await call(card, 'PATCH', '/api/clearance-requests/update', { T_ID: tId, STATUS: STATUS.REJECTED, COMMENT: comment, VENUE: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.rejectionNeedsComment);
    expect(await cardRow()).toEqual(before);
  });

  it.each(SOME_INVISIBLE)('endowment: a comment of %s is no comment', async (_name, COMMENT) => {
    const before = await application();
    const res = await call(treasurer, 'PATCH', `/api/eft/applications/${eftId}`, { STATUS: STATUS.REJECTED, COMMENT });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(MSG.rejectionNeedsComment);
    expect(await application()).toEqual(before);
  });

  it('a bulk rejection with an invisible comment refuses each row', async () => {
    const before = await cardRow();
    const res = await call(card, 'POST', '/api/admin/bulk-update', { kind: 'clearance', T_IDs: [tId], STATUS: STATUS.REJECTED, COMMENT: '\u200B\u2060' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ changed: [], refused: [{ T_ID: tId, reason: MSG.rejectionNeedsComment }] });
    expect(await cardRow()).toEqual(before);
  });

  it('a visible comment, even among invisible characters, is a comment', async () => {
    const res = await call(card, 'PATCH', '/api/clearance-requests/update', { T_ID: tId, STATUS: STATUS.REJECTED, COMMENT: '\u200BCard not returned', VENUE: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await cardRow()).REQ_ID).toBe(STATUS.REJECTED);
  });
});

describe('other required texts refuse invisible text with their own message', () => {
  it.each(SOME_INVISIBLE)('%s as a route name, an address, a username', async (_name, blank) => {
    const routes = (await t.db.select().from(busRoutes)).length;
    const route = await call(transport, 'POST', '/api/admin/add-bus-route', { routeNumber: '42', routeName: blank });
    expect(route.statusCode).toBe(400);
    expect(route.json().msg).toBe(MSG.routeInfoMissing);
    expect(await t.db.select().from(busRoutes)).toHaveLength(routes);

    const { user: applicant } = await buildStudent(t.db);
    const clearance = await call(applicant, 'POST', '/api/clearance-requests/student/new', { ...APPLICATION, mail_address: blank });
    expect(clearance.statusCode).toBe(400);
    expect(clearance.json().msg).toBe(MSG.mailingAddressRequired);
    expect(await t.db.select().from(clearanceRequests).where(eq(clearanceRequests.STUDENT_ID, applicant.STD_ID!))).toEqual([]);

    const form = multipart({ S_CONTACT: '03001234567', F_CONTACT: '03007654321', B_GROUP: 'B+', ADDRESS: `${blank}${blank}${blank}${blank}${blank}` });
    const cardApplication = await t.app.inject({ method: 'POST', url: '/api/student/card-requests', headers: { ...form.headers, ...(await t.auth(applicant)) }, payload: form.payload });
    expect(cardApplication.statusCode).toBe(400);
    expect(cardApplication.json().msg).toBe(CARD_MSG.address);

    const login = await call(null, 'POST', '/api/auth/login', { username: blank, password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.json().msg).toBe('Please enter your username');
  });
});
