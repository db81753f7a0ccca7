import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import * as OTPAuth from 'otpauth';
import { ACCOUNT_MSG, DEPT, MSG, type SessionUser } from '@portal/domain';
import { accounts, auditLog, ssoFlows, students } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { loadConfig } from '../../config.js';
import { buildAdmin, buildStaff, buildStudent, TEST_PASSWORD } from '../../test/factories.js';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider.js';

const PUBLIC_URL = 'http://portal.test';
const CALLBACK = `${PUBLIC_URL}/api/auth/sso/callback`;

let op: TestProvider;
let t: TestApp;
beforeAll(async () => {
  op = await startTestProvider({ redirectUri: CALLBACK, postLogoutRedirectUri: `${PUBLIC_URL}/login` });
  t = await createTestApp({ config: { OIDC_ISSUER: op.issuer, OIDC_CLIENT_ID: op.clientId, OIDC_CLIENT_SECRET: op.clientSecret, PUBLIC_URL, OIDC_LABEL: 'Sign in with your GCU account', LOGIN_RATE_LIMIT: 1000 } });
});
afterAll(async () => {
  await t?.close();
  await op?.close();
});

/** A browser at the provider: follows its redirects with its cookies, types the login, consents or cancels. */
async function atProvider(authorizationUrl: string, login: string, { consent = true } = {}): Promise<URL> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(CALLBACK)) return new URL(url);
    const res = await fetch(url, { redirect: 'manual', method: body ? 'POST' : 'GET', body, headers: { cookie: cookie(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    if (html.includes('name="prompt" value="login"')) body = new URLSearchParams({ prompt: 'login', login, password: 'any password' });
    else if (html.includes('name="prompt" value="consent"')) {
      if (!consent) {
        url = new URL(`${new URL(url).pathname}/abort`, url).href;
        continue;
      }
      body = new URLSearchParams({ prompt: 'consent' });
    } else throw new Error(`unexpected page at the provider (${res.status}): ${html.slice(0, 300)}`);
  }
  throw new Error('too many hops at the provider');
}

const start = async (app = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/api/auth/sso/start' });
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
};
/** The provider's answer handed to the portal's callback: the login page's address with the one-time code. */
/** `browser`: the state the browser's cookie holds (the flow it started); by default the answer's own. */
const callback = async (answer: URL, app = t.app, browser: string | null = answer.searchParams.get('state')) => {
  const res = await app.inject({ method: 'GET', url: `/api/auth/sso/callback${answer.search}`, headers: browser ? { cookie: `other=1; portal_sso_state=${browser}` } : {} });
  expect(res.statusCode).toBe(302);
  const location = res.headers.location as string;
  expect(location).toMatch(/^\/login\?sso=[\w-]{43}$/);
  return new URL(location, PUBLIC_URL).searchParams.get('sso')!;
};
const exchange = (code: string, totp?: string, app = t.app) => app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code, ...(totp ? { totp } : {}) } });
/** The whole journey: start, the provider's form, the callback, the login page's exchange. */
async function signIn(login: string, opts?: { consent?: boolean }, app = t.app) {
  const answer = await atProvider(await start(app), login, opts);
  return exchange(await callback(answer, app), undefined, app);
}

let n = 0;
const person = (email: string, extra: Record<string, unknown> = {}) => {
  const login = `person-${++n}`;
  op.directory.set(login, { email, email_verified: true, name: 'A Person', ...extra });
  return login;
};
const setEmail = (id: number, email: string) => t.db.update(accounts).set({ EMAIL: email }).where(eq(accounts.ID, id));

describe('single sign-on through the university provider', () => {
  it('signs staff in by their e-mail in any case, issues the portal session and records how', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await setEmail(staff.ID, 'Ayesha.Khan@gcu.test');
    const res = await signIn(person('ayesha.khan@GCU.TEST'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { ID: staff.ID, ROLE: 'FMR', USERNAME: staff.USERNAME } });
    expect(decodeJwt(body.token)).toMatchObject({ sub: String(staff.ID), am: 'sso' });
    // The session is the portal's own, good for its calls.
    const profile = await t.app.inject({ method: 'GET', url: '/api/userProfile', headers: { authorization: `Bearer ${body.token}` } });
    expect(profile.statusCode).toBe(200);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.ID, staff.ID));
    expect(row).toMatchObject({ LAST_SIGN_IN_METHOD: 'sso' });
    expect(row!.LAST_SIGN_IN_AT).toBeInstanceOf(Date);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.ENTITY, 'account'), eq(auditLog.ENTITY_ID, staff.USERNAME), eq(auditLog.ACTION, 'sign-in')));
    expect(audits.map((a) => a.AFTER)).toEqual([{ method: 'sso' }]);
  });

  it('signs a student in by the e-mail on the student record', async () => {
    const { student, user } = await buildStudent(t.db);
    await t.db.update(students).set({ EMAIL: 'Roll.Student@students.gcu.test' }).where(eq(students.ID, student.ID));
    const res = await signIn(person('roll.student@students.gcu.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ ID: user.ID, ROLE: 'STDR', ROLNO: student.ROLNO });
  });

  it('refuses a person no account uses, in words naming the e-mail, and creates no account', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    const res = await signIn(person('nobody@gcu.test'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, msg: ACCOUNT_MSG.ssoNoAccount('nobody@gcu.test'), msgCode: 'account.ssoNoAccount', msgArgs: ['nobody@gcu.test'] });
    expect(res.json().token).toBeUndefined();
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(accounts)).toEqual(before);
  });

  it('refuses an e-mail the provider says is not verified', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await setEmail(staff.ID, 'unverified@gcu.test');
    const res = await signIn(person('unverified@gcu.test', { email_verified: false }));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(ACCOUNT_MSG.ssoNoEmail);
  });

  it('refuses a disabled account with the disabled message', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await t.db.update(accounts).set({ EMAIL: 'gone@gcu.test', DISABLED: true }).where(eq(accounts.ID, staff.ID));
    const res = await signIn(person('gone@gcu.test'));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(MSG.accountDisabled);
  });

  it('answers a cancelled consent (error= in the callback) with a plain message, never a 5xx', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await setEmail(staff.ID, 'cancels@gcu.test');
    const res = await signIn(person('cancels@gcu.test'), { consent: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(ACCOUNT_MSG.ssoCancelled);
    // Another error from the provider, on a live flow.
    const state = new URL(await start()).searchParams.get('state')!;
    const code = await callback(new URL(`${CALLBACK}?error=server_error&error_description=down&state=${state}`));
    expect((await exchange(code)).json().msg).toBe(ACCOUNT_MSG.ssoFailed);
  });

  it('refuses a forged state, and a state or code used twice', async () => {
    const forged = await callback(new URL(`${CALLBACK}?code=abc&state=forged-state`));
    expect((await exchange(forged)).json()).toMatchObject({ success: false, msg: ACCOUNT_MSG.ssoExpired });
    const noState = await callback(new URL(`${CALLBACK}?code=abc`));
    expect((await exchange(noState)).statusCode).toBe(403);

    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await setEmail(staff.ID, 'twice@gcu.test');
    const answer = await atProvider(await start(), person('twice@gcu.test'));
    const first = await callback(answer);
    // The same answer again: its flow was taken.
    expect((await exchange(await callback(answer))).json().msg).toBe(ACCOUNT_MSG.ssoExpired);
    // The same code under a new flow's state: the provider refuses it (bound to the first verifier, and used).
    const state = new URL(await start()).searchParams.get('state')!;
    const replay = new URL(answer.href);
    replay.searchParams.set('state', state);
    expect((await exchange(await callback(replay))).json().msg).toBe(ACCOUNT_MSG.ssoFailed);
    // The one-time code of the first callback gives one session.
    expect((await exchange(first)).statusCode).toBe(200);
    expect((await exchange(first)).json()).toMatchObject({ success: false, msg: ACCOUNT_MSG.ssoExpired });
  });

  it('finishes a flow only in the browser that started it: a sign-in link sent by someone else signs no one in', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await setEmail(staff.ID, 'bound@gcu.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    const cookie = String(res.headers['set-cookie']);
    const state = new URL(res.headers.location as string).searchParams.get('state')!;
    expect(cookie).toBe(`portal_sso_state=${state}; Path=/api/auth/sso/callback; HttpOnly; SameSite=Lax; Max-Age=600`);
    const answer = await atProvider(res.headers.location as string, person('bound@gcu.test'));
    // Another browser (no cookie, or its own flow's) opens the link: refused, and the flow is not used up.
    expect((await exchange(await callback(answer, t.app, null))).json().msg).toBe(ACCOUNT_MSG.ssoExpired);
    const othersState = new URL(await start()).searchParams.get('state')!;
    expect((await exchange(await callback(answer, t.app, othersState))).json().msg).toBe(ACCOUNT_MSG.ssoExpired);
    const back = await t.app.inject({ method: 'GET', url: `/api/auth/sso/callback${answer.search}`, headers: { cookie: `portal_sso_state=${state}` } });
    expect(String(back.headers['set-cookie'])).toContain('portal_sso_state=; Path=/api/auth/sso/callback; HttpOnly; SameSite=Lax; Max-Age=0');
    const code = new URL(back.headers.location as string, PUBLIC_URL).searchParams.get('sso')!;
    expect((await exchange(code)).json().user.ID).toBe(staff.ID);
  });

  it('refuses an ID token whose nonce is not the flow\'s', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await setEmail(staff.ID, 'nonce@gcu.test');
    const authorizationUrl = await start();
    // The provider signs the nonce it was sent; the flow now expects another.
    await t.db.update(ssoFlows).set({ NONCE: 'a-different-nonce' });
    const res = await exchange(await callback(await atProvider(authorizationUrl, person('nonce@gcu.test'))));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(ACCOUNT_MSG.ssoFailed);
  });

  it('sends PKCE S256, a state and a nonce to the provider', async () => {
    const url = new URL(await start());
    expect(url.origin).toBe(op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: op.clientId, redirect_uri: CALLBACK, response_type: 'code', scope: 'openid email profile', code_challenge_method: 'S256' });
    for (const p of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
  });

  it('asks an administrator with two-factor sign-in for the portal\'s code unless the provider used a second factor', async () => {
    const admin = await buildAdmin(t.db);
    await setEmail(admin.ID, 'admin.mfa@gcu.test');
    const app = await turnOnTwoFactor(admin);
    const code = await callback(await atProvider(await start(), person('admin.mfa@gcu.test')));
    const asked = await exchange(code);
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ mfaRequired: true, msg: ACCOUNT_MSG.mfaRequired });
    expect((await exchange(code, '000000')).json()).toMatchObject({ mfaRequired: true, msg: ACCOUNT_MSG.mfaWrongCode });
    const ok = await exchange(code, app.generate());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.ID).toBe(admin.ID);
    // The provider's own second factor (amr) is accepted.
    const withMfa = await signIn(person('admin.mfa@gcu.test', { amr: ['pwd', 'mfa'] }));
    expect(withMfa.statusCode).toBe(200);
  });

  it('lets another instance answer the callback and the exchange (nothing of the flow is kept in a process)', async () => {
    const staff = await buildStaff(t.db, DEPT.CARD_OFFICE);
    await setEmail(staff.ID, 'two.instances@gcu.test');
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await other.ready();
      const answer = await atProvider(await start(), person('two.instances@gcu.test'));
      const res = await exchange(await callback(answer, other));
      expect(res.statusCode).toBe(200);
      expect(res.json().user.ID).toBe(staff.ID);
    } finally {
      await other.close();
    }
  });

  it('offers the provider\'s end-session and says so to the login page', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' });
    expect(options.json()).toEqual({ success: true, sso: { label: 'Sign in with your GCU account', endSession: true }, passwordSignIn: 'all' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso/end-session' });
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(to.origin).toBe(op.issuer);
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login`);
  });
});

async function turnOnTwoFactor(user: SessionUser) {
  const headers = await t.auth(user);
  const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrol', headers })).json();
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  // A code of the step before: the sign-in afterwards uses the current one.
  const confirm = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/confirm', headers, payload: { code: app.generate({ timestamp: Date.now() - 30_000 }) } });
  expect(confirm.statusCode).toBe(200);
  return app;
}

describe('PASSWORD_SIGN_IN', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ config: { OIDC_ISSUER: op.issuer, OIDC_CLIENT_ID: op.clientId, OIDC_CLIENT_SECRET: op.clientSecret, PUBLIC_URL, PASSWORD_SIGN_IN: 'students' } });
  });
  afterAll(() => s?.close());
  const login = (username: string) => s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD } });

  it('students: staff are refused a password sign-in with words pointing to the university account; students sign in', async () => {
    const staff = await buildStaff(s.db, DEPT.CARD_OFFICE);
    const refused = await login(staff.USERNAME);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, msg: ACCOUNT_MSG.ssoRequired, msgCode: 'account.ssoRequired' });
    const admin = await buildAdmin(s.db);
    expect((await login(admin.USERNAME)).statusCode).toBe(403);
    const { student } = await buildStudent(s.db);
    expect((await login(student.ROLNO)).statusCode).toBe(200);
    // A wrong password is still the plain refusal: the policy says nothing to someone without the password.
    expect((await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: staff.USERNAME, password: 'wrong' } })).json().msg).toBe(MSG.invalidCredentials);
    expect((await s.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toMatchObject({ passwordSignIn: 'students' });
  });
});

describe('OIDC_MATCH_CLAIM', () => {
  let m: TestApp;
  beforeAll(async () => {
    m = await createTestApp({ config: { OIDC_ISSUER: op.issuer, OIDC_CLIENT_ID: op.clientId, OIDC_CLIENT_SECRET: op.clientSecret, PUBLIC_URL, OIDC_SCOPES: 'openid roll', OIDC_MATCH_CLAIM: 'roll_number' } });
  });
  afterAll(() => m?.close());

  it('matches the named claim to the username (a roll number) instead of the e-mail', async () => {
    const { student, user } = await buildStudent(m.db);
    const login = person('not-on-record@gcu.test', { roll_number: student.ROLNO.toUpperCase() });
    const res = await signIn(login, {}, m.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.ID).toBe(user.ID);
    const unknown = await signIn(person('x@gcu.test', { roll_number: 'NO-SUCH-ROLL' }), {}, m.app);
    expect(unknown.json()).toMatchObject({ msg: ACCOUNT_MSG.ssoNoAccount('NO-SUCH-ROLL') });
  });
});

describe('a portal without single sign-on', () => {
  it('shows no button and answers 404 to the single sign-on calls; password sign-in records its method', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' })).json()).toEqual({ success: true, sso: null, passwordSignIn: 'all' });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sso/start' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/sso/callback?code=a&state=b' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code: 'x'.repeat(43) } })).statusCode).toBe(404);
      const staff = await buildStaff(plain.db, DEPT.CARD_OFFICE);
      const res = await plain.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: staff.USERNAME, password: TEST_PASSWORD } });
      expect(decodeJwt(res.json().token)).toMatchObject({ am: 'password' });
      const [row] = await plain.db.select().from(accounts).where(eq(accounts.ID, staff.ID));
      expect(row!.LAST_SIGN_IN_METHOD).toBe('password');
    } finally {
      await plain.close();
    }
  });
});

describe('the single sign-on settings', () => {
  const env = { TOKEN_SECRET: 'x'.repeat(40), SEED_DEMO: 'no' };
  it('need the client id and the public address, and are off without an issuer', () => {
    expect(() => loadConfig({ ...env, OIDC_ISSUER: 'https://login.example.edu' })).toThrow(/OIDC_CLIENT_ID and PUBLIC_URL/);
    expect(() => loadConfig({ ...env, OIDC_ISSUER: 'https://login.example.edu', OIDC_CLIENT_ID: 'portal' })).toThrow(/PUBLIC_URL/);
    const on = loadConfig({ ...env, OIDC_ISSUER: 'https://login.example.edu', OIDC_CLIENT_ID: 'portal', PUBLIC_URL: 'https://portal.example.edu' });
    expect(on).toMatchObject({ OIDC_SCOPES: 'openid email profile', OIDC_LABEL: 'Sign in with your university account', PASSWORD_SIGN_IN: 'all' });
    expect(loadConfig(env).OIDC_ISSUER).toBeUndefined();
  });
  it('refuse scopes without openid, and password sign-in limited without single sign-on', () => {
    const sso = { OIDC_ISSUER: 'https://login.example.edu', OIDC_CLIENT_ID: 'portal', PUBLIC_URL: 'https://portal.example.edu' };
    expect(() => loadConfig({ ...env, ...sso, OIDC_SCOPES: 'email profile' })).toThrow(/OIDC_SCOPES must include openid/);
    expect(() => loadConfig({ ...env, PASSWORD_SIGN_IN: 'students' })).toThrow(/PASSWORD_SIGN_IN=students needs single sign-on/);
    expect(loadConfig({ ...env, ...sso, PASSWORD_SIGN_IN: 'none' }).PASSWORD_SIGN_IN).toBe('none');
  });
});
