import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowed, type SessionUser } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/app.js';
import { recordFigure } from './figures.js';
import { encodeUri, fuzzedJson, fuzzedQuery, hostileValue, jsonSchemaOf } from './schema-arbitrary.js';
import { buildCallers, databaseDigest, giveRecords } from './world.js';

/**
 * For every JSON route, inputs generated from its own zod schema and mutated, sent by a
 * caller the access table allows. No 5xx, no stack, SQL or file path in any answer, and a refused
 * request (4xx) leaves every table as it was (digest of all tables before and after).
 */
const RUNS = Number(process.env.RESILIENCE_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.RESILIENCE_SEED ?? 14);
/** A request still unanswered after this long counts as a failure (a slow input is a denial of service). */
const ANSWER_MS = 15_000;
const SLOW_ROUTE_MS = 5_000;
/** One line per route as the run goes (follow it with `tail -f`). */
const PROGRESS_FILE = path.join(os.tmpdir(), 'portal-resilience-fuzz.log');

/** What an answer must never show: a stack frame, SQL, a database error, a file path of the server. */
const LEAKS = [
  /\bat \S+ \(?[^)\s]*:\d+:\d+\)?/,
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/,
  /violates .* constraint|duplicate key value|syntax error at|relation "[^"]+" does not exist|DrizzleQueryError|invalid input syntax/i,
  /\/(work|home|usr|tmp|app|srv)\/\S+\.(ts|js|mjs)\b/,
  /node_modules/,
  /"stack"\s*:/,
];

/**
 * Refusals that change the database by design: a failed login and a wrong current password
 * count towards the account lock.
 */
const CHANGES_ON_REFUSAL = new Set(['POST /api/auth/login', 'POST /api/auth/change-password']);

let t: TestApp;
let callers: [string, SessionUser | null][];
beforeAll(async () => {
  t = await createTestApp();
  callers = await buildCallers(t);
  await giveRecords(t, callers.find(([n]) => n === 'student B')![1]!);
});
afterAll(() => t.close());

describe('fuzz from the routes’ own schemas', () => {
  it('answers every generated and mutated input without a 5xx, a leak, or a change by a refusal', async () => {
    const ctx = { duesAdminFmIds: t.config.DUES_ADMIN_FM_IDS };
    const failures: string[] = [];
    let inputs = 0;
    let refused = 0;
    let routesFuzzed = 0;
    fs.writeFileSync(PROGRESS_FILE, '');
    let digest = await databaseDigest(t);
    for (const route of t.app.apiRoutes) {
      const body = route.method === 'GET' ? null : jsonSchemaOf(route.schema?.body);
      const query = jsonSchemaOf(route.schema?.querystring);
      const params = jsonSchemaOf(route.schema?.params);
      if (!body && !query && !params) continue;
      const caller = callers.find(([, u]) => route.access.includes('public') || (u !== null && isAllowed(route.access, u, ctx)));
      if (!caller) continue;
      routesFuzzed++;
      const headers = { ...(caller[1] ? await t.auth(caller[1]) : {}), 'content-type': 'application/json' };
      const cases = fc.sample(
        fc.record({
          body: body ? fuzzedJson(body) : fc.constant(undefined),
          query: query ? fuzzedQuery(query) : fc.constant(''),
          param: hostileValue.map((v) => (typeof v === 'string' && v.length < 1000 ? v : JSON.stringify(v) ?? 'x')),
          hostileParam: fc.boolean(),
        }),
        { numRuns: RUNS, seed: SEED + routesFuzzed },
      );
      const started = Date.now();
      for (const c of cases) {
        inputs++;
        const path = route.url.replace(/:([A-Za-z_]+)/g, () => encodeUri(c.hostileParam ? c.param : '1')).replace(/\*$/, 'x');
        const url = c.query ? `${path}?${c.query}` : path;
        const label = `${caller[0]} → ${route.method} ${url.slice(0, 160)} ${String(c.body ?? '').slice(0, 160)}`;
        if (process.env.RESILIENCE_TRACE) fs.appendFileSync(PROGRESS_FILE, `  ${label.slice(0, 300)}\n`);
        let res: Awaited<ReturnType<typeof t.app.inject>>;
        try {
          const answer = t.app.inject({ method: route.method as 'POST', url, headers, ...(c.body !== undefined ? { payload: c.body } : {}) });
          const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms`)), ANSWER_MS).unref());
          res = await Promise.race([answer, timeout]);
        } catch (e) {
          failures.push(`${label}: ${(e as Error).message}`);
          continue;
        }
        if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const leak = LEAKS.find((re) => re.test(res.body));
        if (leak) failures.push(`${label}: leaks ${leak} in ${res.body.slice(0, 300)}`);
        const after = await databaseDigest(t);
        if (res.statusCode >= 400) {
          refused++;
          if (after !== digest && !CHANGES_ON_REFUSAL.has(`${route.method} ${route.url}`)) failures.push(`${label}: refused ${res.statusCode} but the database changed`);
        }
        digest = after;
      }
      const took = Date.now() - started;
      fs.appendFileSync(PROGRESS_FILE, `${route.method} ${route.url}: ${cases.length} inputs, ${took} ms${took > SLOW_ROUTE_MS ? ' (slow)' : ''}\n`);
    }
    console.log(`fuzz: ${routesFuzzed} routes, ${inputs} inputs, ${refused} refused, ${failures.length} failures`);
    recordFigure('fuzz', 'JSON routes fuzzed', routesFuzzed);
    recordFigure('fuzz', 'inputs tried (refused with 4xx)', `${inputs} (${refused})`);
    recordFigure('fuzz', '5xx, leaks, changes by a refusal', failures.length);
    expect(failures).toEqual([]);
  });
});
