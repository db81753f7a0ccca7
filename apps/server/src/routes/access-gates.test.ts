import { ACCOUNT_MSG, DEPT, isAllowed, ROLE, type SessionUser } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mfaRoleRequirements } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildAdmin, buildStaff, buildStudent } from '../test/factories.js';
import { concretePath, SPELLINGS, spelledRoute } from '../test/path-spellings.js';

/**
 * Who may call what is decided on the route the router matched, not on the text of the request's path:
 * every spelling of a path that reaches a route (a percent-escaped letter, and a doubled or trailing slash
 * or other letter case where the router accepts them) meets that route's rule, and every method the server
 * answers — HEAD, the twin of each GET, included — meets it too.
 *
 * A session with a step to settle first reaches only the calls that settle it: an account holding a
 * one-time password only the password change; an account whose role requires two-factor sign-in it has not
 * turned on only the two-factor calls (its status, enrol, confirm) and the password change. Every other call
 * of the API is refused with 403 and the step to take, before its handler runs.
 */
const PASSWORD_CHANGE = ['POST /api/auth/change-password'];
const TWO_FACTOR_ENROLMENT = ['GET /api/auth/mfa', 'POST /api/auth/mfa/enrol', 'POST /api/auth/mfa/confirm', ...PASSWORD_CHANGE];

interface Gated {
  name: string;
  user: SessionUser;
  /** The calls it may make (`METHOD /path` of the route as registered; a HEAD is its GET). */
  may: string[];
  /** The refusal's message: the step to settle. */
  says: string;
}

let t: TestApp;
let gated: Gated[];
let student: SessionUser;
let cardOffice: SessionUser;
beforeAll(async () => {
  // Sessions re-read at most once a minute (it shortens the run): every account is set up before it signs in.
  t = await createTestApp({ config: { SESSION_CACHE_MS: 60_000 } });
  const holdingOneTimePassword = async (user: SessionUser) => {
    await t.db.update(accounts).set({ MUST_CHANGE_PASSWORD: true }).where(eq(accounts.ID, user.ID));
    return user;
  };
  // This administrator has two-factor on, so the one-time password is its only step.
  const oneTimeAdmin = await holdingOneTimePassword(await buildAdmin(t.db));
  await t.db.update(accounts).set({ MFA_ENABLED_AT: new Date() }).where(eq(accounts.ID, oneTimeAdmin.ID));
  const enrollingAdmin = await buildAdmin(t.db);
  await t.db.update(mfaRoleRequirements).set({ REQUIRED: true }).where(eq(mfaRoleRequirements.ROLE, ROLE.ADMIN));
  student = (await buildStudent(t.db)).user;
  cardOffice = await buildStaff(t.db, DEPT.CARD_OFFICE);
  const oneTime = { may: PASSWORD_CHANGE, says: ACCOUNT_MSG.mustChangePassword };
  gated = [
    { name: 'student holding a one-time password', user: await holdingOneTimePassword((await buildStudent(t.db)).user), ...oneTime },
    { name: 'card office holding a one-time password', user: await holdingOneTimePassword(await buildStaff(t.db, DEPT.CARD_OFFICE)), ...oneTime },
    { name: 'administrator holding a one-time password', user: oneTimeAdmin, ...oneTime },
    { name: 'administrator who must enrol in two-factor', user: enrollingAdmin, may: TWO_FACTOR_ENROLMENT, says: ACCOUNT_MSG.mfaEnrolRequired },
  ];
});
afterAll(() => t.close());

// Each call from its own address, so the sign-in throttles (per address) never answer instead of the rule.
let address = 0;
const remoteAddress = () => `10.77.${(++address >> 8) & 255}.${address & 255}`;
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const signedIn = new Map<number, { authorization: string }>();
const call = async (user: SessionUser | null, method: Method, url: string, payload?: object) => {
  if (user && !signedIn.has(user.ID)) signedIn.set(user.ID, await t.auth(user));
  const headers = user ? signedIn.get(user.ID) : {};
  return t.app.inject({ method, url, headers, remoteAddress: remoteAddress(), ...(payload ? { payload } : {}) });
};
const ctx = () => ({ duesAdminFmIds: t.config.DUES_ADMIN_FM_IDS });
const methodsOf = (method: string): Method[] => (method === 'GET' ? ['GET', 'HEAD'] : [method as Method]);

describe('a session with a step to settle', () => {
  it('reaches nothing but the calls that settle it, with every method and however the path is spelled', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const { name, user, may, says } of gated) {
      let headers = await t.auth(user);
      // The routes the access table lets this caller reach (public ones included): elsewhere the table's own
      // 403 answers anyway, which the access test and the resilience suite's matrix check.
      const routes = t.app.apiRoutes.filter(
        (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && (r.access.includes('public') || isAllowed(r.access, user, ctx())),
      );
      for (const route of routes) {
        const path = concretePath(route.url, () => '1');
        for (const spelling of SPELLINGS) {
          const url = spelling.of(path);
          if (url === null) continue;
          const target = spelledRoute(t.app, route.method, url);
          for (const method of methodsOf(route.method)) {
            calls++;
            const res = await t.app.inject({ method, url, headers, remoteAddress: remoteAddress() });
            // A call that went through may have ended the session (signing out everywhere): sign in afresh.
            if (method !== 'GET' && method !== 'HEAD' && res.statusCode < 300) headers = await t.auth(user);
            const said = method === 'HEAD' || res.statusCode !== 403 ? undefined : res.json().msg;
            const what = `${name} → ${method} ${url}`;
            if (res.statusCode >= 500) wrong.push(`${what}: ${res.statusCode}`);
            if (!target) {
              // A path the router does not resolve: the unknown path's 404 (or a refusal, which reaches nothing either).
              if (res.statusCode !== 404 && res.statusCode !== 403) wrong.push(`${what}: ${res.statusCode}, expected 404 (a path the router does not resolve)`);
            } else if (may.includes(`${target.method} ${target.url}`)) {
              if (res.statusCode === 403) wrong.push(`${what}: refused (${said ?? 'HEAD'}), but it settles the step`);
            } else if (res.statusCode !== 403) {
              wrong.push(`${what}: ${res.statusCode}, expected 403`);
            } else if (said !== undefined && said !== says && (target.access.includes('public') || isAllowed(target.access, user, ctx()))) {
              wrong.push(`${what}: refused with "${said}", expected "${says}"`);
            }
          }
        }
      }
    }
    console.log(`gates: ${gated.length} sessions, ${calls} calls, ${wrong.length} wrong`);
    expect(wrong).toEqual([]);
  });

  it("an account holding a one-time password does not read the card office's list at any spelling of its path", async () => {
    const [, oneTimeCardOffice] = gated;
    const body = { cardType: 1, page: 1, pageSize: 10, filters: {} };
    // The same body from the office's staff without a step to settle: the list (so the refusals below are the gate's).
    expect((await call(cardOffice, 'POST', '/api/admin/idcard-requests', body)).statusCode).toBe(200);
    for (const url of [
      '/api/admin/idcard-requests',
      '/%61pi/admin/idcard-requests',
      '/api/%61dmin/idcard-requests',
      '/api/admin/%69dcard-requests',
      '/%61%70%69/admin/idcard-requests',
    ]) {
      const res = await call(oneTimeCardOffice.user, 'POST', url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg, url).toBe(ACCOUNT_MSG.mustChangePassword);
    }
    for (const url of ['/api//admin/idcard-requests', '/api/admin/idcard-requests/', '/API/admin/idcard-requests', '/api/admin/IDCARD-REQUESTS']) {
      expect([403, 404], url).toContain((await call(oneTimeCardOffice.user, 'POST', url, body)).statusCode);
    }
  });

  it('an administrator who must enrol in two-factor can neither create an administrator nor switch the requirement off, however the path is spelled', async () => {
    const enrolling = gated[3].user;
    const countOf = async (username: string) => (await t.db.select().from(accounts).where(eq(accounts.USERNAME, username))).length;
    for (const [i, url] of [
      '/api/admin/accounts',
      '/%61pi/admin/accounts',
      '/api/%61dmin/accounts',
      '/api//admin/accounts',
      '/api/admin/accounts/',
    ].entries()) {
      const res = await call(enrolling, 'POST', url, { username: `gate-admin-${i}`, name: 'Gate Administrator', admin: true });
      expect([403, 404], url).toContain(res.statusCode);
      if (!url.includes('//') && !url.endsWith('/')) expect(res.statusCode, url).toBe(403);
      expect(await countOf(`gate-admin-${i}`), url).toBe(0);
    }
    for (const url of [
      '/api/admin/mfa-requirements/ADM',
      '/%61pi/admin/mfa-requirements/ADM',
      '/api/%61dmin/mfa-requirements/ADM',
      '/api/admin/%6dfa-requirements/ADM',
    ]) {
      const res = await call(enrolling, 'PUT', url, { required: false });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().msg, url).toBe(ACCOUNT_MSG.mfaEnrolRequired);
    }
    const [requirement] = await t.db.select().from(mfaRoleRequirements).where(eq(mfaRoleRequirements.ROLE, ROLE.ADMIN));
    expect(requirement.REQUIRED).toBe(true);
    // What settles the step still goes through, however spelled.
    for (const url of ['/api/auth/mfa', '/%61pi/auth/mfa', '/api/%61uth/mfa']) {
      const res = await call(enrolling, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ success: true, on: false });
      expect((await call(enrolling, 'HEAD', url)).statusCode, `HEAD ${url}`).toBe(200);
    }
  });
});

describe('HEAD', () => {
  it('answers every GET route as its GET does, with no body: 401 anonymous on every non-public route, 403 where the table refuses', async () => {
    const wrong: string[] = [];
    const callers: [string, SessionUser | null][] = [
      ['anonymous', null],
      ['student', student],
      ['card office', cardOffice],
    ];
    for (const route of t.app.apiRoutes.filter((r) => r.method === 'GET')) {
      const url = concretePath(route.url, () => '1');
      for (const [name, user] of callers) {
        const get = await call(user, 'GET', url);
        const head = await call(user, 'HEAD', url);
        const allowed = route.access.includes('public') || (user !== null && isAllowed(route.access, user, ctx()));
        const refusal = allowed ? null : user === null ? 401 : 403;
        if (head.statusCode !== get.statusCode) wrong.push(`${name} → HEAD ${url}: ${head.statusCode}, its GET ${get.statusCode}`);
        if (refusal !== null && head.statusCode !== refusal) wrong.push(`${name} → HEAD ${url}: ${head.statusCode}, expected ${refusal}`);
        if (head.rawPayload.length > 0) wrong.push(`${name} → HEAD ${url}: ${head.rawPayload.length} bytes of body`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
