import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, DEPT, MSG } from '@portal/domain';
import { accounts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildAdmin, buildStaff, buildStudent, TEST_PASSWORD } from '../../test/factories.js';
import { LOCK_AFTER_FAILURES } from '../../identity/sign-in-failures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (headers: Record<string, string>, payload: object, remoteAddress = '10.20.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload, remoteAddress });
const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/userProfile', headers });
const hashOf = async (id: number) => (await t.db.select({ h: accounts.PASSWORD_HASH }).from(accounts).where(eq(accounts.ID, id)))[0].h;

describe('POST /api/auth/change-password', () => {
  it('answers 401 without a token', async () => {
    expect((await change({}, { oldPassword: TEST_PASSWORD, newPassword: 'Another@123' })).statusCode).toBe(401);
  });

  it.each([
    ['a student', async () => (await buildStudent(t.db)).user],
    ['staff', () => buildStaff(t.db, DEPT.EXAMINATION)],
    ['an administrator', () => buildAdmin(t.db)],
  ])('lets %s change their password: a new token, every earlier one refused, the new password signs in', async (_name, build) => {
    const user = await build();
    const headers = await t.auth(user);
    const res = await change(headers, { oldPassword: TEST_PASSWORD, newPassword: 'Another@123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(ACCOUNT_MSG.passwordChanged);
    expect((await profile(headers)).statusCode).toBe(401);
    expect((await profile({ authorization: `Bearer ${res.json().token}` })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.USERNAME, password: 'Another@123' } });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['a short new password', { oldPassword: TEST_PASSWORD, newPassword: 'short' }, ACCOUNT_MSG.passwordTooShort],
    ['no current password', { newPassword: 'Another@123' }, ACCOUNT_MSG.enterOldPassword],
    ['a wrong current password', { oldPassword: 'Wrong@12345', newPassword: 'Another@123' }, ACCOUNT_MSG.wrongOldPassword],
    ['the same password again', { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, ACCOUNT_MSG.sameAsOld],
  ])('refuses %s with a clear message and changes nothing', async (_name, payload, msg) => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const before = await hashOf(user.ID);
    const res = await change(await t.auth(user), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect(await hashOf(user.ID)).toBe(before);
  });

  it('counts wrong current passwords toward the account lock, as the login does', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const headers = await t.auth(user);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expect((await change(headers, { oldPassword: 'Wrong@12345', newPassword: 'Another@123' }, `10.21.0.${i}`)).statusCode).toBe(400);
    const locked = await change(headers, { oldPassword: TEST_PASSWORD, newPassword: 'Another@123' }, '10.21.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe(MSG.tooManyAttempts);
  });

  it('is throttled per address like the login', async () => {
    const limited = await createTestApp({ config: { LOGIN_RATE_LIMIT: 2 } });
    try {
      const user = await buildStaff(limited.db, DEPT.EXAMINATION);
      const headers = await limited.auth(user);
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload: { oldPassword: 'Wrong@12345', newPassword: 'Another@123' }, remoteAddress: '10.22.0.1' });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/sign-out-everywhere', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' })).statusCode).toBe(401);
  });

  it('refuses every token of the caller signed before it, whoever the caller is', async () => {
    for (const user of [(await buildStudent(t.db)).user, await buildStaff(t.db, DEPT.EXAMINATION)]) {
      const first = await t.auth(user);
      const second = await t.auth(user);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: first });
      expect(res.json()).toMatchObject({ success: true, msg: ACCOUNT_MSG.youSignedOutEverywhere });
      expect((await profile(first)).statusCode).toBe(401);
      expect((await profile(second)).statusCode).toBe(401);
      expect((await profile(await t.auth(user))).statusCode).toBe(200);
    }
  });
});
