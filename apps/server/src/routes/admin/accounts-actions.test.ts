import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { ACCOUNT_MSG, DEPT, type SessionUser } from '@portal/domain';
import { accounts, auditLog, mfaRecoveryCodes, mfaRoleRequirements } from '../../db/schema/index.js';
import type { TestApp } from '../../test/app.js';
import { type CallAs, createAdminTestApp, refusedCallers } from '../../test/admin-helpers.js';
import { buildAdmin, buildStaff, buildStudent, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
let admin: SessionUser;
let staff: SessionUser;
let student: SessionUser;
let call: CallAs;
beforeAll(async () => {
  ({ t, admin, staff, student, call } = await createAdminTestApp());
});
afterAll(() => t.close());

const row = async (id: number) => (await t.db.select().from(accounts).where(eq(accounts.ID, id)))[0];
const login = (username: string, password: string, totp?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password, ...(totp ? { totp } : {}) } });
const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/userProfile', headers });

/** Turns two-factor sign-in on for `user` through the API, with codes computed as an authenticator app does. */
async function enrol(user: SessionUser) {
  const headers = await t.auth(user);
  const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrol', headers })).json();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/confirm', headers, payload: { code: totp.generate() } });
  expect(res.statusCode).toBe(200);
  return totp;
}

describe('POST /api/admin/accounts/:username/reset-password', () => {
  it('answers 401 without a token, 403 to staff and students, and changes nothing', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    const before = await row(target.ID);
    for (const [user, status] of refusedCallers(staff, student)) {
      expect((await call('POST', `/api/admin/accounts/${target.USERNAME}/reset-password`, user)).statusCode).toBe(status);
    }
    expect(await row(target.ID)).toEqual(before);
  });

  it('gives a one-time password the owner must change; every earlier session ends; audited', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    const old = await t.auth(target);
    const res = await call('POST', `/api/admin/accounts/${target.USERNAME}/reset-password`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: ACCOUNT_MSG.passwordReset, data: { MUST_CHANGE_PASSWORD: true } });
    const { password } = res.json();
    expect((await profile(old)).statusCode).toBe(401);
    expect((await login(target.USERNAME, TEST_PASSWORD)).statusCode).toBe(401);
    const signIn = await login(target.USERNAME, password);
    expect(signIn.json().mustChangePassword).toBe(true);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, target.USERNAME));
    expect(entry).toMatchObject({ ACTION: 'reset-password', ACTOR_ID: admin.ID });
  });

  it("resets a student's password too, and answers 404 for an unknown account", async () => {
    const { user } = await buildStudent(t.db);
    expect((await call('POST', `/api/admin/accounts/${user.USERNAME}/reset-password`, admin)).statusCode).toBe(200);
    const res = await call('POST', '/api/admin/accounts/nobody-such/reset-password', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(ACCOUNT_MSG.accountNotFound);
  });
});

describe('POST /api/admin/accounts/:username/sign-out', () => {
  it('answers 401 without a token, 403 to staff and students', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    const headers = await t.auth(target);
    for (const [user, status] of refusedCallers(staff, student)) {
      expect((await call('POST', `/api/admin/accounts/${target.USERNAME}/sign-out`, user)).statusCode).toBe(status);
    }
    expect((await profile(headers)).statusCode).toBe(200);
  });

  it('refuses every earlier token of the account, on this instance and on another within its cache time; the password still works', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    const headers = await t.auth(target);
    // A second instance over the same database, caching sessions for up to 5 s.
    const { buildApp } = await import('../../app.js');
    const other = await buildApp({ config: { ...t.config, SESSION_CACHE_MS: 5000 }, database: t.database, logger: false });
    await other.ready();
    other.lifecycle.state = 'ready';
    try {
      expect((await other.inject({ method: 'GET', url: '/api/userProfile', headers })).statusCode).toBe(200);
      const res = await call('POST', `/api/admin/accounts/${target.USERNAME}/sign-out`, admin);
      expect(res.json()).toMatchObject({ success: true, msg: ACCOUNT_MSG.signedOutEverywhere });
      expect((await profile(headers)).statusCode).toBe(401);
      await new Promise((r) => setTimeout(r, 5100));
      expect((await other.inject({ method: 'GET', url: '/api/userProfile', headers })).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    const fresh = await login(target.USERNAME, TEST_PASSWORD);
    expect((await profile({ authorization: `Bearer ${fresh.json().token}` })).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, target.USERNAME));
    expect(entry.ACTION).toBe('sign-out-everywhere');
  }, 20_000);
});

describe('DELETE /api/admin/accounts/:username/mfa', () => {
  it('answers 401 without a token, 403 to staff and students, and leaves two-factor on', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    await enrol(target);
    for (const [user, status] of refusedCallers(staff, student)) {
      expect((await call('DELETE', `/api/admin/accounts/${target.USERNAME}/mfa`, user)).statusCode).toBe(status);
    }
    expect((await row(target.ID)).MFA_ENABLED_AT).not.toBeNull();
  });

  it('clears the enrolment (secret, recovery codes) and ends every session: the password alone signs in again; audited', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    await enrol(target);
    const held = await t.auth(target);
    expect((await login(target.USERNAME, TEST_PASSWORD)).json().mfaRequired).toBe(true);
    const res = await call('DELETE', `/api/admin/accounts/${target.USERNAME}/mfa`, admin);
    expect(res.json()).toMatchObject({ success: true, msg: ACCOUNT_MSG.mfaCleared });
    expect(await row(target.ID)).toMatchObject({ MFA_SECRET: null, MFA_ENABLED_AT: null, MFA_LAST_STEP: null });
    expect(await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.ACCOUNT_ID, target.ID))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: held })).statusCode).toBe(401);
    expect((await login(target.USERNAME, TEST_PASSWORD)).statusCode).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.ENTITY_ID, target.USERNAME))).map((e) => e.ACTION);
    expect(actions).toEqual(expect.arrayContaining(['mfa-on', 'mfa-cleared']));
  });

  it('answers 409 where two-factor is not on', async () => {
    const res = await call('DELETE', `/api/admin/accounts/${staff.USERNAME}/mfa`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(ACCOUNT_MSG.mfaNotOn);
  });
});

describe('/api/admin/mfa-requirements', () => {
  it('answers 401 without a token, 403 to staff and students', async () => {
    for (const [user, status] of refusedCallers(staff, student)) {
      expect((await call('GET', '/api/admin/mfa-requirements', user)).statusCode).toBe(status);
      expect((await call('PUT', '/api/admin/mfa-requirements/FMR', user, { required: true })).statusCode).toBe(status);
    }
  });

  it('requires two-factor for staff: a staff member without it signs in but may only enrol; audited', async () => {
    const target = await buildStaff(t.db, DEPT.TREASURER);
    const listed = (await call('GET', '/api/admin/mfa-requirements', admin)).json().data;
    expect(listed).toEqual(expect.arrayContaining([{ role: 'FMR', required: false, isDefault: true }]));
    const res = await call('PUT', '/api/admin/mfa-requirements/FMR', admin, { required: true });
    expect(res.statusCode).toBe(200);
    try {
      const signIn = await login(target.USERNAME, TEST_PASSWORD);
      expect(signIn.json().mfaEnrolRequired).toBe(true);
      const headers = { authorization: `Bearer ${signIn.json().token}` };
      const refused = await profile(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().msg).toBe(ACCOUNT_MSG.mfaEnrolRequired);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrol', headers })).statusCode).toBe(200);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY, 'mfa_requirement'));
      expect(entry).toMatchObject({ ENTITY_ID: 'FMR', AFTER: { required: true } });
    } finally {
      await t.db.delete(mfaRoleRequirements).where(eq(mfaRoleRequirements.ROLE, 'FMR'));
    }
  });

  it("refuses to require it of administrators while the acting administrator has none (it would lock them out); allows it once they have", async () => {
    const own = await buildAdmin(t.db);
    const before = await t.db.select().from(mfaRoleRequirements);
    const refused = await call('PUT', '/api/admin/mfa-requirements/ADM', own, { required: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(ACCOUNT_MSG.mfaOwnFirst);
    expect(await t.db.select().from(mfaRoleRequirements)).toEqual(before);
    expect((await call('GET', '/api/admin/accounts?page=1&pageSize=10', own)).statusCode).toBe(200);
    await enrol(own);
    try {
      expect((await call('PUT', '/api/admin/mfa-requirements/ADM', own, { required: true })).statusCode).toBe(200);
    } finally {
      await t.db.delete(mfaRoleRequirements).where(eq(mfaRoleRequirements.ROLE, 'ADM'));
      await t.db.insert(mfaRoleRequirements).values(before.filter((r) => r.ROLE === 'ADM'));
    }
  });

  it('refuses an unknown role and a body without a yes or no, changing nothing', async () => {
    const before = await t.db.select().from(mfaRoleRequirements);
    expect((await call('PUT', '/api/admin/mfa-requirements/STDR', admin, { required: true })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/mfa-requirements/FMR', admin, { required: 'maybe' })).statusCode).toBe(400);
    expect(await t.db.select().from(mfaRoleRequirements)).toEqual(before);
    expect(Number((await t.db.select({ n: sql<number>`count(*)` }).from(mfaRoleRequirements)).at(0)?.n)).toBe(before.length);
  });
});
