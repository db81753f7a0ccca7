import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { DEPT, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent } from '../test/factories.js';
import { accounts } from '../db/schema/index.js';
import { Sessions } from './sessions.js';
import { TokenService } from './tokens.js';
import { endSessions } from './end-sessions.js';

const SECRET = 'sessions-test-secret-sessions-test-secret';
let t: TestApp;
let clock = 1_000_000;
let sessions: Sessions;
beforeAll(async () => {
  t = await createTestApp();
  sessions = new Sessions(t.db, { secret: SECRET, ttl: '1h', cacheMs: 5000 }, () => clock);
});
afterAll(() => t.close());

const setAccount = (user: SessionUser, values: Parameters<ReturnType<typeof t.db.update<typeof accounts>>['set']>[0]) => t.db.update(accounts).set(values).where(eq(accounts.ID, user.ID));

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

  it('sessions ended on another instance are refused within 5 s; a new token works', async () => {
    const user = await buildStaff(t.db, DEPT.TREASURER);
    const before = await sessions.sign(user);
    expect(await sessions.userOf(before)).toEqual(user);
    await setAccount(user, { TOKEN_VERSION: sql`${accounts.TOKEN_VERSION} + 1` });
    clock += 4999;
    expect(await sessions.userOf(before)).toEqual(user);
    clock += 1;
    expect(await sessions.userOf(before)).toBeNull();
    const after = await sessions.sign(user);
    expect(await sessions.userOf(after)).toEqual(user);
    expect(await sessions.userOf(before)).toBeNull();
  });

  it('sessions ended on this instance are refused at once, the cache notwithstanding', async () => {
    const user = await buildStaff(t.db, DEPT.TREASURER);
    const before = await sessions.sign(user);
    expect(await sessions.userOf(before)).toEqual(user);
    await endSessions(t.db, user.ID);
    expect(await sessions.userOf(before)).toBeNull();
    expect(await sessions.userOf(await sessions.sign(user))).toEqual(user);
  });

  it('a deleted account, a foreign signature and a token of another session version are refused', async () => {
    const { user } = await buildStudent(t.db);
    const token = await sessions.sign(user);
    await t.db.delete(accounts).where(eq(accounts.ID, user.ID));
    clock += 5000;
    expect(await sessions.userOf(token)).toBeNull();
    const staff = await buildStaff(t.db, DEPT.EXAMINATION);
    const foreign = new TokenService('another-secret-another-secret-another-secret', '1h');
    expect(await sessions.userOf(await foreign.sign(staff, 0))).toBeNull();
    const otherVersion = await new TokenService(SECRET, '1h').sign(staff, 7);
    expect(await sessions.userOf(otherVersion)).toBeNull();
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
    const expired = await new SignJWT({ ...user, tv: claims.tv }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.ID)).setExpirationTime(Math.floor(Date.now() / 1000) - 1).sign(key);
    const altered = `${header}.${encode({ ...claims, sub: String(user.ID + 1) })}.${signature}`;
    const unsigned = `${encode({ alg: 'none' })}.${payload}.`;
    const hs512 = await new SignJWT({ ...user, tv: claims.tv }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(user.ID)).setExpirationTime('1h').sign(new TextEncoder().encode(SECRET.repeat(2)));
    expect(await sessions.userOf(valid)).toEqual(user);
    for (const token of [expired, altered, unsigned, hs512, `${valid}.x`, 'not-a-token']) expect(await sessions.userOf(token)).toBeNull();
  });

  it('accepts only the canonical spelling: any appended or changed character is refused', async () => {
    const user = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const valid = await sessions.sign(user);
    expect(await sessions.userOf(valid)).toEqual(user);
    const appended = ['=', '==', '%', '!!', ' ', '.', 'A', '%3D'].map((c) => valid + c);
    // The signature's last character carries two unused bits: each other character with the same six-bit
    // prefix decodes to the same bytes, so a lenient decoder would accept it.
    const last = valid.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const i = alphabet.indexOf(last);
    const sameBytes = [1, 2, 3].map((d) => valid.slice(0, -1) + alphabet[(i & ~3) + d]);
    const everyCharacter = Array.from({ length: valid.length }, (_, k) => {
      const c = valid[k];
      return valid.slice(0, k) + (c === 'A' ? 'B' : c === '.' ? '_' : 'A') + valid.slice(k + 1);
    });
    for (const token of [...appended, ...sameBytes, ...everyCharacter, `=${valid}`]) expect(await sessions.userOf(token), token).toBeNull();
  });
});

describe('through the app', () => {
  it('a disabled account or ended sessions are refused (401) on the next request when the cache is off', async () => {
    const user = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const headers = await t.auth(user);
    const profile = () => t.app.inject({ method: 'GET', url: '/api/userProfile', headers });
    expect((await profile()).statusCode).toBe(200);
    await setAccount(user, { DISABLED: true });
    expect((await profile()).statusCode).toBe(401);
    await setAccount(user, { DISABLED: false });
    expect((await profile()).statusCode).toBe(200);
    await setAccount(user, { TOKEN_VERSION: sql`${accounts.TOKEN_VERSION} + 1` });
    expect((await profile()).statusCode).toBe(401);
  });
});
