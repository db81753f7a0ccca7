import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { DEPT, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { accounts } from '../db/schema/index.js';
import { hashPassword } from './passwords.js';
import { Sessions } from './sessions.js';
import { TokenService } from './tokens.js';

const SECRET = 'sessions-test-secret-sessions-test-secret';
let t: TestApp;
let clock = 1_000_000;
let sessions: Sessions;
beforeAll(async () => {
  t = await createTestApp();
  sessions = new Sessions(t.db, { secret: SECRET, ttl: '1h', cacheMs: 5000 }, () => clock);
});
afterAll(() => t.close());

const setAccount = (user: SessionUser, values: Partial<typeof accounts.$inferInsert>) => t.db.update(accounts).set(values).where(eq(accounts.ID, user.ID));

describe('sessions (a cached account read of at most 5 s per instance)', () => {
  it('a valid token stands for its user', async () => {
    const { user } = await buildStudent(t.db);
    expect(await sessions.userOf(await sessions.sign(user))).toEqual(user);
  });

  it('a disabled account is refused once its read is 5 s old, and served from the cache before', async () => {
    const user = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const token = await sessions.sign(user);
    expect(await sessions.userOf(token)).toEqual(user);
    await setAccount(user, { DISABLED: true });
    clock += 4999;
    expect(await sessions.userOf(token)).toEqual(user);
    clock += 1;
    expect(await sessions.userOf(token)).toBeNull();
    await setAccount(user, { DISABLED: false });
    clock += 5000;
    expect(await sessions.userOf(token)).toEqual(user);
  });

  it('a token issued before a password change is refused within 5 s; a new one works', async () => {
    const user = await buildStaff(t.db, DEPT.TREASURER);
    const before = await sessions.sign(user);
    expect(await sessions.userOf(before)).toEqual(user);
    await setAccount(user, { PASSWORD_HASH: await hashPassword('A-new-password-1') });
    clock += 5000;
    expect(await sessions.userOf(before)).toBeNull();
    const after = await sessions.sign(user);
    expect(await sessions.userOf(after)).toEqual(user);
    expect(await sessions.userOf(before)).toBeNull();
  });

  it('a deleted account, a foreign signature and a token of another password are refused', async () => {
    const { user } = await buildStudent(t.db);
    const token = await sessions.sign(user);
    await t.db.delete(accounts).where(eq(accounts.ID, user.ID));
    clock += 5000;
    expect(await sessions.userOf(token)).toBeNull();
    const staff = await buildStaff(t.db, DEPT.EXAMINATION);
    const foreign = new TokenService('another-secret-another-secret-another-secret', '1h');
    expect(await sessions.userOf(await foreign.sign(staff, 'x'))).toBeNull();
    const otherPassword = await new TokenService(SECRET, '1h').sign(staff, 'not-the-stamp');
    expect(await sessions.userOf(otherPassword)).toBeNull();
  });
});

describe('token checks', () => {
  it('refuses an expired token, a token whose payload was altered and one not signed HS256', async () => {
    const user = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const valid = await sessions.sign(user);
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const key = new TextEncoder().encode(SECRET);
    const expired = await new SignJWT({ ...user, pws: claims.pws }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.ID)).setExpirationTime(Math.floor(Date.now() / 1000) - 1).sign(key);
    const altered = `${header}.${encode({ ...claims, sub: String(user.ID + 1) })}.${signature}`;
    const unsigned = `${encode({ alg: 'none' })}.${payload}.`;
    const hs512 = await new SignJWT({ ...user, pws: claims.pws }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(user.ID)).setExpirationTime('1h').sign(new TextEncoder().encode(SECRET.repeat(2)));
    expect(await sessions.userOf(valid)).toEqual(user);
    for (const token of [expired, altered, unsigned, hs512, `${valid}.x`, 'not-a-token']) expect(await sessions.userOf(token)).toBeNull();
  });
});

describe('through the app', () => {
  it('a disabled account or a changed password is refused (401) on its next request when the cache is off', async () => {
    const user = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const headers = await t.auth(user);
    const profile = () => t.app.inject({ method: 'GET', url: '/api/userProfile', headers });
    expect((await profile()).statusCode).toBe(200);
    await setAccount(user, { DISABLED: true });
    expect((await profile()).statusCode).toBe(401);
    await setAccount(user, { DISABLED: false });
    expect((await profile()).statusCode).toBe(200);
    await setAccount(user, { PASSWORD_HASH: await hashPassword('Another-password-2') });
    expect((await profile()).statusCode).toBe(401);
  });
});
