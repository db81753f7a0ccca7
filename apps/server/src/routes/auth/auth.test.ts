import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq, like, sql } from 'drizzle-orm';
import { accounts, rateLimits } from '../../db/schema/index.js';
import { MSG } from '@portal/domain';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff, buildStudent, TEST_PASSWORD } from '../../test/factories.js';
import { LOCK_AFTER_FAILURES, LOCK_MS } from '../../identity/sign-in-failures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('POST /api/auth/login', () => {
  it('logs a student in by roll number and returns the session fields', async () => {
    const { student } = await buildStudent(t.db);
    const res = await login(student.ROLNO, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ ROLE: 'STDR', ROLNO: student.ROLNO, C_CODE: student.C_CODE, MAJ_ID: student.MAJ_ID, SE_ID: student.SE_ID, YEAR: student.YEAR, RN: student.RN, D_NM: 'Computer Science' });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('logs staff in with department fields', async () => {
    const staff = await buildStaff(t.db, 123, { username: 'treasurer-x' });
    const res = await login('TREASURER-X', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ ROLE: 'FMR', D_ID: 123, D_NM: 'Treasurer', FM_ID: staff.FM_ID });
  });

  it('refuses a wrong password and an unknown user with one message', async () => {
    const { student } = await buildStudent(t.db);
    const wrong = await login(student.ROLNO, 'nope');
    const unknown = await login('nobody-here', 'nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().msg).toBe(MSG.invalidCredentials);
    expect(unknown.json().msg).toBe(MSG.invalidCredentials);
  });

  it('rejects a body without a password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, msg: 'Please enter your password' });
  });

  it('locks an account after repeated failures, even with the right password', async () => {
    const { student } = await buildStudent(t.db);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expect((await login(student.ROLNO, 'wrong')).statusCode).toBe(401);
    const res = await login(student.ROLNO, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(MSG.tooManyAttempts);
  });
});

describe('the account lock tells nobody which names exist', () => {
  /** Each sequence from its own address, so the per-address throttle (also 429) stays out of the way. */
  let address = 0;
  const attempts = async (username: string, n: number) => {
    const remoteAddress = `10.7.0.${++address}`;
    const out = [];
    for (let i = 0; i < n; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong' }, remoteAddress });
      out.push({ status: res.statusCode, msg: res.json().msg, code: res.json().code, retryAfter: res.headers['retry-after'] });
    }
    return out;
  };
  /** The lock of both names ended a moment ago (as if its five minutes had passed). */
  const endLocks = async (rollNo: string) => {
    await t.db.update(accounts).set({ LOCKED_UNTIL: sql`now() - interval '1 second'` }).where(eq(accounts.USERNAME, rollNo));
    await t.db.update(rateLimits).set({ WINDOW_ENDS: sql`${rateLimits.WINDOW_ENDS} - ${LOCK_MS + 1000} * interval '1 millisecond'` }).where(like(rateLimits.KEY, 'login-unknown-name:%'));
  };

  it('answers an unknown name exactly as a real one: five 401s, then 429 with the same message and wait', async () => {
    const { student } = await buildStudent(t.db);
    const real = await attempts(student.ROLNO, LOCK_AFTER_FAILURES + 2);
    const unknown = await attempts('nobody-by-this-name', LOCK_AFTER_FAILURES + 2);
    expect(real.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown.map(({ status, msg, code }) => ({ status, msg, code }))).toEqual(real.map(({ status, msg, code }) => ({ status, msg, code })));
    for (const [i, r] of real.entries()) expect(Math.abs(Number(unknown[i].retryAfter ?? 0) - Number(r.retryAfter ?? 0)), `attempt ${i + 1}`).toBeLessThanOrEqual(1);
    expect(real[LOCK_AFTER_FAILURES].msg).toBe(MSG.tooManyAttempts);
    expect(Number(real[LOCK_AFTER_FAILURES].retryAfter)).toBeGreaterThan(LOCK_MS / 1000 - 5);
  });

  it('after the lock one more failure locks again, for both; the unknown name stays without an account', async () => {
    const { student } = await buildStudent(t.db);
    await attempts(student.ROLNO, LOCK_AFTER_FAILURES);
    await attempts('No-Such-Student', LOCK_AFTER_FAILURES);
    await endLocks(student.ROLNO);
    const real = await attempts(student.ROLNO, 2);
    // Names are counted as accounts are looked up: whatever the case.
    const unknown = await attempts('no-such-student', 2);
    expect(real.map((r) => r.status)).toEqual([401, 429]);
    expect(unknown.map((r) => r.status)).toEqual([401, 429]);
    expect(await t.db.select().from(accounts).where(sql`lower(${accounts.USERNAME}) = 'no-such-student'`)).toEqual([]);
  });
});

describe('login throttle per address', () => {
  it('answers 429 after LOGIN_RATE_LIMIT attempts a minute from one address', async () => {
    const limited = await createTestApp({ config: { LOGIN_RATE_LIMIT: 3 } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody', password: 'x' }, remoteAddress: '10.9.9.9' });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const other = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody', password: 'x' }, remoteAddress: '10.9.9.10' });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/userProfile', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/userProfile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(MSG.unauthorized);
  });

  it('answers 401 for an expired token', async () => {
    const { user } = await buildStudent(t.db);
    const expired = await new SignJWT({ ...user })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.ID))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.TOKEN_SECRET));
    const res = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for a token signed with another secret', async () => {
    const { user } = await buildStudent(t.db);
    const forged = await new SignJWT({ ...user }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(user.ID)).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    const res = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
  });

  it('gives a student their profile without the photo bytes', async () => {
    const { user, student } = await buildStudent(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: await t.auth(user) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ NM: student.NM, ROLNO: student.ROLNO, DEPARTMENT: 'Computer Science', MAJOR: 'BS Computer Science', HAS_PHOTO: true, LAST_TR_S: 50 });
    expect(data.PHOTO).toBeUndefined();
  });

  it('tells staff whether they are on the dues allow-list', async () => {
    const admin = await buildStaff(t.db, 101, { fmId: 1002 });
    const other = await buildStaff(t.db, 101);
    const a = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: await t.auth(admin) });
    const b = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: await t.auth(other) });
    expect(a.json().data.IS_DUES_ADMIN).toBe(true);
    expect(b.json().data.IS_DUES_ADMIN).toBe(false);
  });
});

describe('GET /api/health', () => {
  it('is public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so the throttle cannot be dodged', async () => {
    const limited = await createTestApp({ config: { LOGIN_RATE_LIMIT: 2 } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody', password: 'x' }, remoteAddress: '10.8.8.8', headers: { 'x-forwarded-for': `10.7.7.${i}` } });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
