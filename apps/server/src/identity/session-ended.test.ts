import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MSG, DEPT, MSG, type SessionUser } from '@portal/domain';
import { SignJWT } from 'jose';
import { accounts } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildAdmin, buildStaff, TEST_PASSWORD } from '../test/factories.js';

/** A refused session says once why it ended: disabled, signed out everywhere, password or two-factor changed, expired. */
let t: TestApp;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const profile = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/userProfile', headers });
const asAdmin = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: await t.auth(admin), ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(200);
};

describe('why a session ended', () => {
  it.each([
    ['the account was disabled', (u: string) => asAdmin('PATCH', `/api/admin/accounts/${u}`, { disabled: true }), ACCOUNT_MSG.endedDisabled],
    ['the account was signed out everywhere', (u: string) => asAdmin('POST', `/api/admin/accounts/${u}/sign-out`), ACCOUNT_MSG.endedSignedOutEverywhere],
    ['the password was reset', (u: string) => asAdmin('POST', `/api/admin/accounts/${u}/reset-password`), ACCOUNT_MSG.endedPasswordChanged],
  ])('says so when %s', async (_name, end, message) => {
    const staff = await buildStaff(t.db, DEPT.TREASURER);
    const headers = await t.auth(staff);
    expect((await profile(headers)).statusCode).toBe(200);
    await end(staff.USERNAME);
    const refused = await profile(headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().msg).toBe(message);
  });

  it('says so when the owner changed the password on another device', async () => {
    const staff = await buildStaff(t.db, DEPT.TREASURER);
    const other = await t.auth(staff);
    const changed = await t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: await t.auth(staff), payload: { oldPassword: TEST_PASSWORD, newPassword: 'A-brand-new-password-1' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile(other)).json().msg).toBe(ACCOUNT_MSG.endedPasswordChanged);
  });

  it('says an expired session has expired; a forged or unknown token is only unauthorized', async () => {
    const staff = await buildStaff(t.db, DEPT.TREASURER);
    const key = new TextEncoder().encode(t.config.TOKEN_SECRET);
    const [row] = await t.db.select({ tv: accounts.TOKEN_VERSION }).from(accounts).where(eq(accounts.ID, staff.ID));
    const expired = await new SignJWT({ ...staff, tv: row.tv }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(staff.ID)).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    expect((await profile({ authorization: `Bearer ${expired}` })).json().msg).toBe(ACCOUNT_MSG.endedExpired);
    const forged = await new SignJWT({ ...staff, tv: row.tv }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(staff.ID)).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    for (const token of [forged, 'nonsense']) expect((await profile({ authorization: `Bearer ${token}` })).json().msg).toBe(MSG.unauthorized);
  });
});
