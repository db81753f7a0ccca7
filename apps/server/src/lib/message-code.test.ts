import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, MSG, NOTIFICATION_MSG, TRANSPORT_MSG, uncoded } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { withMessageCode } from './message-code.js';

describe('withMessageCode', () => {
  it('adds the code the answer said beside the English msg, which stays verbatim', () => {
    const out = withMessageCode({ success: false, msg: TRANSPORT_MSG.routeNotFound, code: 'NOT_FOUND' }, M.transport.routeNotFound);
    expect(out).toEqual({ success: false, msg: TRANSPORT_MSG.routeNotFound, code: 'NOT_FOUND', msgCode: 'transport.routeNotFound' });
  });

  it("adds a template's arguments after its code", () => {
    const out = withMessageCode({ success: false, msg: TRANSPORT_MSG.routeInUse(4) }, M.transport.routeInUse(4));
    expect(out).toEqual({ success: false, msg: TRANSPORT_MSG.routeInUse(4), msgCode: 'transport.routeInUse', msgArgs: ['4'] });
  });

  it('never reads the code from the words: an answer that said no message gets none', () => {
    const payload = { success: false, msg: TRANSPORT_MSG.routeNotFound };
    expect(withMessageCode(payload, null)).toBe(payload);
    expect(withMessageCode(payload, uncoded(TRANSPORT_MSG.routeNotFound))).toBe(payload);
  });

  it('leaves answers without a top-level msg alone', () => {
    for (const body of [{ success: true, data: { msg: MSG.notFound } }, [1, 2], 'text', null]) {
      expect(withMessageCode(body, M.common.notFound)).toBe(body);
    }
  });
});

describe('answers of the API carry msgCode beside msg', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('on errors: 401 and 403', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/student/notification-settings' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ success: false, msg: MSG.unauthorized, msgCode: 'unauthorized' });
    const staff = await buildStaff(t.db, 101);
    const forbidden = await t.app.inject({ method: 'PUT', url: '/api/student/language', headers: await t.auth(staff), payload: { lang: 'ur' } });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, msgCode: 'forbidden' });
  });

  it('on success, and the student language is saved for mails', async () => {
    const { user } = await buildStudent(t.db);
    const res = await t.app.inject({ method: 'PUT', url: '/api/student/language', headers: await t.auth(user), payload: { lang: 'ur' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, msg: NOTIFICATION_MSG.languageSaved, msgCode: 'notification.languageSaved' });
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    const settings = await t.app.inject({ method: 'GET', url: '/api/student/notification-settings', headers: await t.auth(user) });
    expect(settings.json().data.LANG).toBe('ur');
  });
});
