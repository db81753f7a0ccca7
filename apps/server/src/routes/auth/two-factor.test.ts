import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { ACCOUNT_MSG, DEPT, MSG, type SessionUser } from '@portal/domain';
import { accounts, mfaRecoveryCodes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildAdmin, buildStaff, buildStudent, TEST_PASSWORD } from '../../test/factories.js';
import { LOCK_AFTER_FAILURES } from '../../identity/sign-in-failures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (url: string, user: SessionUser | null, payload?: object) => t.app.inject({ method: 'POST', url, headers: user ? await t.auth(user) : {}, ...(payload ? { payload } : {}) });
let address = 0;
const login = (username: string, totp?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD, ...(totp !== undefined ? { totp } : {}) }, remoteAddress: `10.30.0.${++address % 250}` });
const appFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const stored = async (id: number) => (await t.db.select().from(accounts).where(eq(accounts.ID, id)))[0];

/** Enrols and confirms; answers the authenticator and the recovery codes. */
async function turnOn(user: SessionUser) {
  const { secret } = (await post('/api/auth/mfa/enrol', user)).json();
  const app = appFor(secret);
  const res = await post('/api/auth/mfa/confirm', user, { code: app.generate() });
  return { app, recoveryCodes: res.json().recoveryCodes as string[] };
}

describe('GET /api/auth/mfa', () => {
  const get = async (user: SessionUser | null) => t.app.inject({ method: 'GET', url: '/api/auth/mfa', headers: user ? await t.auth(user) : {} });
  it('answers 401 without a token and 403 to a student', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get((await buildStudent(t.db)).user)).statusCode).toBe(403);
  });

  it('says whether two-factor sign-in is on: off, then on once confirmed', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    expect((await get(user)).json()).toEqual({ success: true, on: false });
    await turnOn(user);
    expect((await get(user)).json()).toEqual({ success: true, on: true });
  });
});

describe('POST /api/auth/mfa/enrol', () => {
  it('answers 401 without a token and 403 to a student', async () => {
    expect((await post('/api/auth/mfa/enrol', null)).statusCode).toBe(401);
    expect((await post('/api/auth/mfa/enrol', (await buildStudent(t.db)).user)).statusCode).toBe(403);
  });

  it('answers a base32 secret, its otpauth URL (SHA-1, 6 digits, 30 s) and a QR image; stores the secret only encrypted', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const res = await post('/api/auth/mfa/enrol', user);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl, qr } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = OTPAuth.URI.parse(otpauthUrl) as OTPAuth.TOTP;
    expect(url).toMatchObject({ algorithm: 'SHA1', digits: 6, period: 30, label: user.USERNAME });
    expect(url.secret.base32).toBe(secret);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    const row = await stored(user.ID);
    expect(row.MFA_SECRET).toMatch(/^v1\./);
    expect(row.MFA_SECRET).not.toContain(secret);
    expect(row.MFA_ENABLED_AT).toBeNull();
  });
});

describe('POST /api/auth/mfa/confirm', () => {
  it('answers 401 without a token and 403 to a student', async () => {
    expect((await post('/api/auth/mfa/confirm', null, { code: '123456' })).statusCode).toBe(401);
    expect((await post('/api/auth/mfa/confirm', (await buildStudent(t.db)).user, { code: '123456' })).statusCode).toBe(403);
  });

  it('refuses a malformed code, a wrong code, and a confirmation without enrolment, leaving two-factor off', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const none = await post('/api/auth/mfa/confirm', user, { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe(ACCOUNT_MSG.mfaNotEnrolling);
    const { secret } = (await post('/api/auth/mfa/enrol', user)).json();
    const malformed = await post('/api/auth/mfa/confirm', user, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().msg).toBe(ACCOUNT_MSG.enterCode);
    const right = appFor(secret).generate();
    const wrong = await post('/api/auth/mfa/confirm', user, { code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().msg).toBe(ACCOUNT_MSG.mfaWrongCode);
    expect((await stored(user.ID)).MFA_ENABLED_AT).toBeNull();
  });

  it('ends every earlier session of the account (one signed in with the password alone must not outlive it); the answer carries a new token', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const other = await t.auth(user);
    const mine = await t.auth(user);
    const profile = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/userProfile', headers });
    expect((await profile(other)).statusCode).toBe(200);
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrol', headers: mine })).json();
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/confirm', headers: mine, payload: { code: appFor(secret).generate() } });
    expect(confirmed.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(mine)).statusCode).toBe(401);
    expect((await profile({ authorization: `Bearer ${confirmed.json().token}` })).statusCode).toBe(200);
  });

  it('turns it on with the first code: ten recovery codes shown once, only their hashes kept; enrolling again is refused', async () => {
    const user = await buildAdmin(t.db);
    const { recoveryCodes } = await turnOn(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const hashes = (await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.ACCOUNT_ID, user.ID))).map((r) => r.CODE_HASH);
    expect(hashes).toHaveLength(10);
    for (const c of recoveryCodes) expect(hashes.join()).not.toContain(c.replace('-', ''));
    expect((await stored(user.ID)).MFA_ENABLED_AT).not.toBeNull();
    const again = await post('/api/auth/mfa/enrol', user);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(ACCOUNT_MSG.mfaAlreadyOn);
  });
});

describe('POST /api/auth/login with two-factor sign-in on', () => {
  it('asks for the code (401, mfaRequired), accepts a right one once, and refuses a wrong one', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const { app } = await turnOn(user);
    const without = await login(user.USERNAME);
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ success: false, mfaRequired: true, msg: ACCOUNT_MSG.mfaRequired });
    // The code that confirmed the enrolment was this step's: the next step's code signs in (a code is accepted once).
    const next = app.generate({ timestamp: Date.now() + 30_000 });
    const ok = await login(user.USERNAME, next);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
    const replay = await login(user.USERNAME, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ mfaRequired: true, msg: ACCOUNT_MSG.mfaWrongCode });
    const stale = await login(user.USERNAME, app.generate({ timestamp: Date.now() - 90_000 }));
    expect(stale.json().mfaRequired).toBe(true);
  });

  it('signs in once with each recovery code', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const { recoveryCodes } = await turnOn(user);
    expect((await login(user.USERNAME, recoveryCodes[3].toLowerCase())).statusCode).toBe(200);
    expect((await login(user.USERNAME, recoveryCodes[3])).json().mfaRequired).toBe(true);
    expect(await t.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.ACCOUNT_ID, user.ID))).toHaveLength(9);
  });

  it('counts wrong codes toward the account lock', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    const { app } = await turnOn(user);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expect((await login(user.USERNAME, '000000')).statusCode).toBe(401);
    const locked = await login(user.USERNAME, app.generate({ timestamp: Date.now() + 30_000 }));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe(MSG.tooManyAttempts);
  });

  it('does not ask a wrong password for a code (the password is checked first)', async () => {
    const user = await buildStaff(t.db, DEPT.EXAMINATION);
    await turnOn(user);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.USERNAME, password: 'Wrong@12345' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().mfaRequired).toBeUndefined();
  });
});
