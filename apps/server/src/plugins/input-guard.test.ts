import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPT, MSG, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';

/** A NUL (or another control character) anywhere in the input is a 400, never a 500. */
let t: TestApp;
let card: SessionUser;
let transport: SessionUser;
let student: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  card = await buildStaff(t.db, DEPT.CARD_OFFICE);
  transport = await buildStaff(t.db, DEPT.TRANSPORT);
  student = (await buildStudent(t.db)).user;
});
afterAll(() => t.close());

const refused = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, msg: MSG.controlCharacters });
};

describe('control characters at the edge', () => {
  it('refuses the eight requests the fuzzer found answering 500', async () => {
    const c = await t.auth(card);
    const tr = await t.auth(transport);
    const cases = [
      { method: 'POST', url: '/api/admin/delStdRecord', payload: { rolno: '\u0000' }, headers: c },
      { method: 'POST', url: '/api/admin/searchanddeleteimage', payload: { rolno: 'a\u0000' }, headers: c },
      { method: 'POST', url: '/api/delete-student-image-file', payload: { rolno: '\u0000' }, headers: c },
      { method: 'POST', url: '/api/admin/add-bus-route', payload: { routeNumber: '\u0000' }, headers: tr },
      { method: 'GET', url: '/get-file/2/22/11/%00', headers: c },
      { method: 'GET', url: '/api/admin/get-transport-requests?search=%00', headers: tr },
      { method: 'GET', url: '/api/admin/get-transport-requests?filters[ROLNO]=%00', headers: tr },
      { method: 'GET', url: '/api/admin/event-registrations?filters[NAME]=%00', headers: c },
    ] as const;
    for (const req of cases) {
      const res = await t.app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(400);
      refused(res);
    }
  });

  it('refuses other control characters in keys, nested values and arrays', async () => {
    const tr = await t.auth(transport);
    for (const payload of [{ routeNumber: 'A\u0007' }, { 'route\u0001': 'A' }, { x: [{ y: '\u001b[31m' }] }, { routeNumber: 'A\u007f' }]) {
      refused(await t.app.inject({ method: 'POST', url: '/api/admin/add-bus-route', payload, headers: tr }));
    }
  });

  it('lets tab, line feed and carriage return through in bodies (free text), but not in queries', async () => {
    const tr = await t.auth(transport);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/add-bus-route', payload: { routeNumber: 'R-\t1\r\n' }, headers: tr });
    expect(res.statusCode).not.toBe(500);
    expect(res.json().msg).not.toBe(MSG.controlCharacters);
    refused(await t.app.inject({ method: 'GET', url: '/api/admin/get-transport-requests?search=a%0Ab', headers: tr }));
  });

  it('refuses before authorization decides nothing: anonymous callers still get 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/delStdRecord', payload: { rolno: '\u0000' } });
    expect(res.statusCode).toBe(401);
  });

  it('checks the text fields of multipart forms', async () => {
    const boundary = 'x-boundary';
    const body = [`--${boundary}`, 'Content-Disposition: form-data; name="ADDRESS"', '', 'House\u00001', `--${boundary}--`, ''].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/student/card-requests',
      payload: body,
      headers: { ...(await t.auth(student)), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    refused(res);
  });

  it('answers an id past the database column range with 400, not 500 (found by the fuzz)', async () => {
    const c = await t.auth(card);
    for (const req of [
      { method: 'POST', url: '/api/admin/update-idcard-requests', payload: { T_ID: 3191751646473064 } },
      { method: 'POST', url: '/api/admin/delete-idcard-request', payload: { T_ID: 103274785435794 } },
    ] as const) {
      const res = await t.app.inject({ ...req, headers: c });
      expect(res.statusCode, req.url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, msg: MSG.numberOutOfRange });
    }
  });
});
