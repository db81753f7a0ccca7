import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, MSG, STATUS } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/getrequeststatuslist', () => {
  it('answers 401 without a token and 403 for a student', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/getrequeststatuslist' })).statusCode).toBe(401);
    const { user } = await buildStudent(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/getrequeststatuslist', headers: await t.auth(user) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, msg: MSG.forbidden });
  });

  it('gives the card office the card statuses, including Image Not Clear and Delivered', async () => {
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/getrequeststatuslist', headers: await t.auth(card) });
    const ids = res.json().map((o: { REQ_ID: number }) => o.REQ_ID);
    expect(ids).toEqual(expect.arrayContaining([STATUS.IMAGE_NOT_CLEAR, STATUS.DELIVERED]));
    expect(res.json()[0]).toEqual({ REQ_ID: expect.any(Number), REQ_DEF: expect.any(String) });
  });

  it('gives the main library its forwarding statuses and the IT person Forwarded to HOD', async () => {
    const library = await buildStaff(t.db, DEPT.MAIN_LIBRARY);
    const it = await buildStaff(t.db, 201, { it: true });
    const lib = (await t.app.inject({ method: 'GET', url: '/api/admin/getrequeststatuslist', headers: await t.auth(library) })).json();
    const itp = (await t.app.inject({ method: 'GET', url: '/api/admin/getrequeststatuslist', headers: await t.auth(it) })).json();
    expect(lib.map((o: { REQ_ID: number }) => o.REQ_ID)).toContain(STATUS.FORWARDED_PG_LIBRARY);
    expect(itp.map((o: { REQ_ID: number }) => o.REQ_ID)).toContain(STATUS.FORWARDED_TO_HOD);
    expect(itp.map((o: { REQ_ID: number }) => o.REQ_ID)).not.toContain(STATUS.APPROVED);
  });
});

describe('API basics', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, msg: MSG.notFound, msgCode: 'notFound', code: 'NOT_FOUND' });
  });

  it('publishes an OpenAPI document listing the documented calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/userProfile', '/api/admin/getrequeststatuslist']));
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('echoes a request id header for tracing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const odd = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\nwith lines' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
