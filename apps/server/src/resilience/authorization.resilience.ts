import { isAllowed, ROLE, type SessionUser } from '@portal/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { concretePath, SPELLINGS, spelledRoute } from '../test/path-spellings.js';
import { recordFigure } from './figures.js';
import { arbitraryFor, jsonSchemaOf } from './schema-arbitrary.js';
import { buildCallers, giveRecords, studentDigest, type VictimIds } from './world.js';

/**
 * Every registered route × every method the server answers for it (HEAD beside every GET, OPTIONS at every
 * path) × every kind of caller, at the path as registered and at other spellings of it. The expected answer
 * comes from the access table (401 anonymous, 403 not allowed), and it is the same however the path is
 * spelled: a spelling the router resolves to the route meets the route's rule, one it does not resolve is
 * an unknown path (404). A HEAD answers exactly as its GET does for the same caller (same status, no body).
 * Where a student is allowed, the route is called again with the other student's ids in the path, query and
 * body: the answer must be refused or about the caller only (none of the other student's identifiers in
 * it), and nothing of the other student changes.
 */
let t: TestApp;
let callers: [string, SessionUser | null][];
let victim: VictimIds;
beforeAll(async () => {
  // Sessions re-read at most once a minute (it halves the run): no call of the matrix changes a caller's
  // role, and a caller whose own call succeeded in changing something is signed in afresh (below).
  t = await createTestApp({ config: { SESSION_CACHE_MS: 60_000 } });
  callers = await buildCallers(t);
  victim = await giveRecords(t, callers.find(([n]) => n === 'student B')![1]!);
});
afterAll(() => t.close());

type Route = TestApp['app']['apiRoutes'][number];
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
const FILLER: Record<string, string> = { mode: 'REPLACE', code: 'NOT-A-CODE', year: String(new Date().getFullYear()) };

const sample = (schema: unknown): Record<string, unknown> => {
  const json = jsonSchemaOf(schema);
  if (!json) return {};
  const [v] = fc.sample(arbitraryFor(json), { numRuns: 1, seed: 14 });
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
};

/** The route called with the victim's `i`-th id of every kind it names (path, query, body). */
function probe(route: Route, i: number) {
  const ids = victim.ids;
  const idOf = (name: string) => {
    const list = ids[name];
    return list?.length ? list[i % list.length] : undefined;
  };
  const url = concretePath(route.url, (name) => idOf(name) ?? FILLER[name] ?? '1');
  const query = sample(route.schema?.querystring);
  const body = sample(route.schema?.body);
  for (const target of [query, body]) for (const key of Object.keys(ids)) if (idOf(key) !== undefined) target[key] = idOf(key);
  const qs = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return { method: route.method as 'GET', url: qs ? `${url}?${qs}` : url, ...(hasBody ? { payload: body } : {}) };
}

const namesIds = (route: Route) =>
  /:(T_ID|t_id|TRANS_ID|ROLNO|C_CODE|SE_ID|MAJ_ID|challanId|id)\b/.test(route.url) ||
  JSON.stringify(jsonSchemaOf(route.schema?.body) ?? {}).match(/"(T_ID|TRANS_ID|ROLNO|rolno|t_id|id|challanId)"/) !== null ||
  JSON.stringify(jsonSchemaOf(route.schema?.querystring) ?? {}).match(/"(T_ID|TRANS_ID|ROLNO|rolno|t_id|id)"/) !== null;

const classOf = (user: SessionUser | null) =>
  user === null ? 'anonymous' : user.ROLE === ROLE.STUDENT ? 'student' : user.ROLE === ROLE.ADMIN ? 'admin' : 'staff';

describe('authorization matrix', () => {
  it('answers every (route, method, spelling, caller) as the access table says, HEAD as its GET, and students only about themselves', async () => {
    const started = Date.now();
    const ctx = { duesAdminFmIds: t.config.DUES_ADMIN_FM_IDS };
    // HEAD is the GET's twin and OPTIONS is asked of every path below; the table's own rows are the others.
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const unexpected: string[] = [];
    const fault: string[] = [];
    const headUnlikeGet: string[] = [];
    const reaching = new Map<string, number>();
    const reachingOther = new Map<string, number>();
    let calls = 0;
    let ownershipProbes = 0;

    // Each call from its own address, so no throttle counts one call against the next; a session is signed
    // once per caller and again after any call that may have ended it (a change that succeeded).
    let address = 0;
    const remoteAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const headers = new Map<string, Record<string, string>>();
    const headersOf = async (name: string, user: SessionUser | null) => {
      if (!user) return {};
      if (!headers.has(name)) headers.set(name, await t.auth(user));
      return headers.get(name)!;
    };
    const call = async (name: string, user: SessionUser | null, method: Method, url: string) => {
      calls++;
      const res = await t.app.inject({ method, url, headers: await headersOf(name, user), remoteAddress: remoteAddress() });
      if (method !== 'GET' && method !== 'HEAD' && res.statusCode < 300) headers.delete(name);
      if (res.statusCode >= 500) fault.push(`${name} → ${method} ${url}: ${res.statusCode}`);
      return res;
    };
    const serves = (method: Method, url: string) => t.app.hasRoute({ method, url });

    /** One (method, path) as each caller given: the rule of the route the path reaches, or the unknown path's 404. */
    const walk = async (route: Route, method: Method, url: string, spelled: string, who: [string, SessionUser | null][]) => {
      const target = method === 'OPTIONS' ? undefined : spelledRoute(t.app, method, url);
      const tally = target === route ? reaching : reachingOther;
      if (spelled !== SPELLINGS[0].name && target) tally.set(spelled, (tally.get(spelled) ?? 0) + 1);
      if (spelled === SPELLINGS[0].name && method !== 'OPTIONS' && target !== route)
        unexpected.push(`${method} ${url} does not resolve to ${route.url} (the matrix's router is wrong)`);
      // No route of the table answers OPTIONS: every caller gets the unknown path's 404 (were one to answer
      // it, as a CORS preflight would, it must answer without a body).
      const answersOptions = method === 'OPTIONS' && serves('OPTIONS', route.url);
      const answersHead = method === 'GET' && target !== undefined && serves('HEAD', target.url);
      for (const [name, user] of who) {
        const res = await call(name, user, method, url);
        let expected: number | null = 404;
        if (method === 'OPTIONS') expected = answersOptions ? null : 404;
        else if (target)
          expected = target.access.includes('public') || (user !== null && isAllowed(target.access, user, ctx)) ? null : user === null ? 401 : 403;
        if (expected !== null && res.statusCode !== expected) unexpected.push(`${name} → ${method} ${url}: ${res.statusCode}, expected ${expected}`);
        if (answersOptions && res.rawPayload.length > 0) unexpected.push(`${name} → OPTIONS ${url}: answered with a body`);
        if (method !== 'GET') continue;
        // The GET's twin: the same status as the GET just answered this caller, and no body; where the server
        // answers no HEAD for the route, the unknown path's 404. (The body of an unknown path's answer is not
        // looked at: the HTTP layer drops a HEAD's body, which the test's injected requests do not do.)
        const head = await call(name, user, 'HEAD', url);
        const headExpected = answersHead || !target ? res.statusCode : 404;
        if (head.statusCode !== headExpected) headUnlikeGet.push(`${name} → HEAD ${url}: ${head.statusCode}, its GET ${res.statusCode}`);
        if (answersHead && head.rawPayload.length > 0) headUnlikeGet.push(`${name} → HEAD ${url}: ${head.rawPayload.length} bytes of body`);
        if (expected !== null && answersHead && head.statusCode !== expected)
          unexpected.push(`${name} → HEAD ${url}: ${head.statusCode}, expected ${expected}`);
      }
    };

    const anonymous = callers.filter(([, u]) => u === null);
    const byClass = (cls: string) => callers.filter(([, u]) => classOf(u) === cls);
    const classes = ['student', 'staff', 'admin'].map(byClass);
    // The as-registered path as every caller. Each other spelling, and OPTIONS (which no route answers), as
    // anonymous and one caller of each class — student, staff, administrator — taking the next student and
    // the next kind of staff from one route and spelling to the next, so every caller is used: the full
    // cross product would be several times slower for little more.
    const sampled = (i: number): [string, SessionUser | null][] => [...anonymous, ...classes.map((members) => members[i % members.length])];
    const withOptions = [...routes, ...[...new Map(routes.map((r) => [r.url, r])).values()].map((r) => ({ ...r, method: 'OPTIONS' }))];
    let turn = 0;
    for (const route of withOptions) {
      const path = concretePath(route.url, (n) => FILLER[n] ?? '1');
      for (const spelling of SPELLINGS) {
        const url = spelling.of(path);
        if (url === null) continue;
        const who = spelling === SPELLINGS[0] && route.method !== 'OPTIONS' ? [...anonymous, ...callers.filter(([, u]) => u !== null)] : sampled(turn++);
        await walk(route, route.method as Method, url, spelling.name, who);
      }
    }

    // Ownership: a student allowed on a route that names ids, with the other student's ids (as registered).
    const [, studentA] = callers.find(([n]) => n === 'student A')!;
    for (const route of routes) {
      if (!isAllowed(route.access, studentA, ctx) || !namesIds(route)) continue;
      const auth = await t.auth(studentA!);
      for (let i = 0; i < 2; i++) {
        ownershipProbes++;
        const before = await studentDigest(t, victim.user.STD_ID!);
        const probed = probe(route, i);
        const answer = await t.app.inject({ ...probed, headers: auth, remoteAddress: remoteAddress() });
        const leaked = victim.markers.filter((m) => answer.body.includes(m));
        if (answer.statusCode >= 500) fault.push(`student A with B's ids → ${probed.method} ${probed.url}: ${answer.statusCode}`);
        if (answer.statusCode < 300 && leaked.length) unexpected.push(`student A read B's record → ${probed.method} ${probed.url} (${leaked.join(', ')})`);
        if ((await studentDigest(t, victim.user.STD_ID!)) !== before)
          unexpected.push(`student A changed B's records → ${probed.method} ${probed.url}: ${answer.statusCode}`);
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const heads = routes.filter((r) => r.method === 'GET').length;
    const paths = withOptions.length - routes.length;
    const reachingText = SPELLINGS.slice(1)
      .map((s) => `${s.name}: ${reaching.get(s.name) ?? 0}${reachingOther.get(s.name) ? ` (+${reachingOther.get(s.name)} another route)` : ''}`)
      .join('; ');
    console.log(
      `authorization matrix: ${routes.length} routes + ${heads} HEAD + ${paths} OPTIONS × ${callers.length} callers, ${SPELLINGS.length - 1} other spellings sampled per role class; ${calls} calls, ${ownershipProbes} ownership probes; ` +
        `${unexpected.length} unexpected allows, ${fault.length} 5xx, ${headUnlikeGet.length} HEAD unlike its GET; ${seconds} s\n  (route, method) pairs each other spelling reached: ${reachingText}`,
    );
    recordFigure('authorization', 'routes × methods (HEAD per GET, OPTIONS per path)', `${routes.length} + ${heads} HEAD + ${paths} OPTIONS`);
    recordFigure('authorization', `calls (${callers.length} callers as registered; ${SPELLINGS.length - 1} other spellings × 4 role classes)`, calls);
    recordFigure('authorization', 'other spellings that reached the route', reachingText);
    recordFigure('authorization', "ownership probes (a student with another's ids)", ownershipProbes);
    recordFigure('authorization', 'unexpected allows', unexpected.length);
    recordFigure('authorization', '5xx', fault.length);
    recordFigure('authorization', 'HEAD unlike its GET (status or body)', headUnlikeGet.length);
    recordFigure('authorization', 'run time (s)', seconds);
    expect({ unexpected, fault, headUnlikeGet }).toEqual({ unexpected: [], fault: [], headUnlikeGet: [] });
  });

  it('the victim has a record of every kind, so the ownership probes mean something', () => {
    for (const key of ['T_ID', 't_id', 'TRANS_ID', 'ROLNO', 'challanId', 'id']) expect(victim.ids[key]?.length, key).toBeGreaterThan(0);
  });
});
