import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { recordFigure } from './figures.js';
import { arbitraryFor, jsonSchemaOf } from './schema-arbitrary.js';
import { buildCallers, giveRecords, studentDigest, type VictimIds } from './world.js';

/**
 * Every registered route × every kind of caller. The expected answer comes from the
 * access table (401 anonymous, 403 not allowed); where a student is allowed, the route is called again
 * with the other student's ids in the path, query and body: the answer must be refused or about the
 * caller only (none of the other student's identifiers in it), and nothing of the other student changes.
 */
let t: TestApp;
let callers: [string, SessionUser | null][];
let victim: VictimIds;
beforeAll(async () => {
  t = await createTestApp();
  callers = await buildCallers(t);
  victim = await giveRecords(t, callers.find(([n]) => n === 'student B')![1]!);
});
afterAll(() => t.close());

type Route = TestApp['app']['apiRoutes'][number];
const FILLER: Record<string, string> = { mode: 'REPLACE', code: 'NOT-A-CODE', year: String(new Date().getFullYear()) };

/** The route's path with `pick(name)` for each parameter. */
const pathOf = (url: string, pick: (name: string) => string | number) => url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(String(pick(name)))).replace(/\*$/, 'x');

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
  const url = pathOf(route.url, (name) => idOf(name) ?? FILLER[name] ?? '1');
  const query = sample(route.schema?.querystring);
  const body = sample(route.schema?.body);
  for (const target of [query, body]) for (const key of Object.keys(ids)) if (idOf(key) !== undefined) target[key] = idOf(key);
  const qs = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && typeof v !== 'object').map(([k, v]) => [k, String(v)])).toString();
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return { method: route.method as 'GET', url: qs ? `${url}?${qs}` : url, ...(hasBody ? { payload: body } : {}) };
}

const namesIds = (route: Route) => /:(T_ID|t_id|TRANS_ID|ROLNO|C_CODE|SE_ID|MAJ_ID|challanId|id)\b/.test(route.url) || JSON.stringify(jsonSchemaOf(route.schema?.body) ?? {}).match(/"(T_ID|TRANS_ID|ROLNO|rolno|t_id|id|challanId)"/) !== null || JSON.stringify(jsonSchemaOf(route.schema?.querystring) ?? {}).match(/"(T_ID|TRANS_ID|ROLNO|rolno|t_id|id)"/) !== null;

describe('authorization matrix', () => {
  it('answers every (route, caller) pair as the access table says, and students only about themselves', async () => {
    const ctx = { duesAdminFmIds: t.config.DUES_ADMIN_FM_IDS };
    const routes = [...t.app.apiRoutes];
    const unexpected: string[] = [];
    let pairs = 0;
    let ownershipProbes = 0;
    for (const route of routes) {
      for (const [name, user] of callers) {
        pairs++;
        const allowed = route.access.includes('public') || (user !== null && isAllowed(route.access, user, ctx));
        const headers = user ? await t.auth(user) : {};
        const res = await t.app.inject({ method: route.method as 'GET', url: pathOf(route.url, (n) => FILLER[n] ?? '1'), headers });
        if (res.statusCode >= 500) unexpected.push(`${name} → ${route.method} ${route.url}: ${res.statusCode}`);
        if (!allowed) {
          const expected = user === null ? 401 : 403;
          if (res.statusCode !== expected) unexpected.push(`${name} → ${route.method} ${route.url}: ${res.statusCode}, expected ${expected}`);
          continue;
        }
        if (name !== 'student A' || !namesIds(route)) continue;
        for (let i = 0; i < 2; i++) {
          ownershipProbes++;
          const before = await studentDigest(t, victim.user.STD_ID!);
          const call = probe(route, i);
          const answer = await t.app.inject({ ...call, headers });
          const text = answer.body;
          const leaked = victim.markers.filter((m) => text.includes(m));
          if (answer.statusCode >= 500) unexpected.push(`student A with B's ids → ${call.method} ${call.url}: ${answer.statusCode}`);
          if (answer.statusCode < 300 && leaked.length) unexpected.push(`student A read B's record → ${call.method} ${call.url} (${leaked.join(', ')})`);
          if ((await studentDigest(t, victim.user.STD_ID!)) !== before) unexpected.push(`student A changed B's records → ${call.method} ${call.url}: ${answer.statusCode}`);
        }
      }
    }
    console.log(`authorization matrix: ${routes.length} routes × ${callers.length} callers = ${pairs} pairs, ${ownershipProbes} ownership probes, ${unexpected.length} unexpected`);
    recordFigure('authorization', 'routes × callers (pairs tried)', `${routes.length} × ${callers.length} = ${pairs}`);
    recordFigure('authorization', "ownership probes (a student with another's ids)", ownershipProbes);
    recordFigure('authorization', 'unexpected allows or 5xx', unexpected.length);
    expect(unexpected).toEqual([]);
  });

  it('the victim has a record of every kind, so the ownership probes mean something', () => {
    for (const key of ['T_ID', 't_id', 'TRANS_ID', 'ROLNO', 'challanId', 'id']) expect(victim.ids[key]?.length, key).toBeGreaterThan(0);
  });
});
