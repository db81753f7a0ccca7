/**
 * The benchmark: the real app over the configured database (seed it first with
 * `npm run seed -- --students 50000 --requests 100000`), on a loopback port, measured with autocannon.
 * Each target runs for a few seconds with a bounded number of connections; the targets marked `lean`
 * run side by side (in turns) with the lean baseline (bench/lean.ts: bare node:http + the same database),
 * the targets with `versus` with that other target, and the table shows the ratio. Then the rush scenario (bench/rush.ts) and the bulk-decisions scenario
 * (bench/bulk.ts). Everything stops at the end. `BENCH_ONLY=lists|rush|bulk` runs one part, `BENCH_MATCH`
 * some of the lists; `BENCH_ONLY=office` runs the office load (bench/office.ts: PGlite, demo data) alone.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { configFromEnv } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { startLean, type Query } from './lean.js';
import { runRush } from './rush.js';
import { runBulk } from './bulk.js';
import { runOffice } from './office.js';
import { TARGETS, type Target } from './targets.js';
import { cpuBetween, cpuSnapshot } from './cpu.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Length of one turn when two calls are measured side by side (`sideBySide`). */
const SLICE_S = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const ONLY = process.env.BENCH_ONLY;
/** Only the list targets whose name matches (a regular expression, any case), e.g. `BENCH_MATCH='ID cards'`. */
const MATCH = process.env.BENCH_MATCH ? new RegExp(process.env.BENCH_MATCH, 'i') : null;

async function main() {
  // Behind the benchmark's "load balancer" every rush client has its own address (X-Forwarded-For).
  const config = { ...configFromEnv(), LOG_LEVEL: 'warn' as const, TRUST_PROXY: true };
  // The office load has a database of its own (PGlite, demo data): bench/office.ts.
  if (ONLY === 'office') return runOffice(config);
  const database = await openDatabase(config, { command: 'bench' });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_S} s a target`);

  if (ONLY !== 'rush' && ONLY !== 'bulk') {
    const pool = config.DATABASE_URL ? new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 }) : null;
    const pglite = (database.db as unknown as { $client: { query: Query } }).$client;
    const query: Query = pool ? (text, params) => pool.query(text, params) : (text, params) => pglite.query(text, params);
    const lean = await startLean(query, config.TOKEN_SECRET);
    await measureLists(app, address, lean.url, pool ? query : null);
    await lean.close();
    await pool?.end();
  }
  if (ONLY !== 'lists' && ONLY !== 'bulk') await runRush(app, database.db, address, database.kind);
  if (ONLY !== 'lists' && ONLY !== 'rush') await runBulk(app, database.db, database.kind);
  await app.close();
  await database.close();
}

async function measureLists(app: Awaited<ReturnType<typeof buildApp>>, address: string, leanUrl: string, pgQuery: Query | null) {
  const tokens = new Map<string, string>();
  const tokenFor = async (username: string) => {
    if (!tokens.has(username)) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: process.env.BENCH_PASSWORD ?? 'Demo@12345' } });
      if (res.statusCode !== 200) throw new Error(`cannot log in as ${username}: ${res.body}`);
      tokens.set(username, res.json().token);
    }
    return tokens.get(username)!;
  };
  const once = async (base: string, t: Target, seconds: number) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (t.as) headers.authorization = `Bearer ${await tokenFor(t.as)}`;
    const before = await cpuSnapshot(pgQuery);
    const result = await autocannon({ url: `${base}${t.path}`, method: t.method, headers, body: t.body ? JSON.stringify(t.body) : undefined, connections: CONNECTIONS, duration: seconds });
    return { ...result, cpuMs: cpuBetween(before, await cpuSnapshot(pgQuery)) };
  };
  /**
   * Two calls measured side by side: SLICE_S seconds of each in turn, about DURATION_S seconds of each in
   * all, so that both see the same load on a shared machine (a run of each one after the other could meet
   * two different loads).
   */
  const sideBySide = async (a: [string, Target], b: [string, Target]) => {
    const runs: [Run[], Run[]] = [[], []];
    for (let i = 0; i < Math.max(1, Math.round(DURATION_S / SLICE_S)); i++) {
      runs[0].push(await once(a[0], a[1], SLICE_S));
      runs[1].push(await once(b[0], b[1], SLICE_S));
    }
    return runs.map(merged);
  };
  const cols = ['req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'vs r/s', 'ratio', 'CPU ms/r', 'vs CPU', 'CPU ratio'];
  console.log(`\n${'target'.padEnd(52)} ${cols.map((c) => c.padStart(9)).join(' ')}`);
  console.log('(vs: the lean baseline of the same call, or the call named in brackets; ratio: this ÷ vs in requests a second, measured side by side;');
  console.log(' CPU ms/r: CPU milliseconds a request, this process and the database server; CPU ratio: vs ÷ this, the throughput ratio on an idle machine)');
  for (const t of TARGETS.filter((x) => !MATCH || MATCH.test(x.name))) {
    const other = t.versus ? TARGETS.find((x) => x.name === t.versus) : undefined;
    const [ours, vs] = t.lean ? await sideBySide([address, t], [leanUrl, t]) : other ? await sideBySide([address, t], [address, other]) : [merged([await once(address, t, DURATION_S)]), null];
    const vsNon2xx = vs ? vs.non2xx : 0;
    const cells = [
      ours.rps.toFixed(0),
      String(ours.p50),
      String(ours.p99),
      String(ours.non2xx),
      vs ? `${vs.rps.toFixed(0)}${vsNon2xx ? '!' : ''}` : '',
      vs ? (ours.rps / vs.rps).toFixed(2) : '',
      ours.cpuPerRequest.toFixed(2),
      vs ? vs.cpuPerRequest.toFixed(2) : '',
      vs ? (vs.cpuPerRequest / ours.cpuPerRequest).toFixed(2) : '',
    ];
    console.log(`${(other ? `${t.name} [${other.name}]` : t.name).padEnd(52)} ${cells.map((c) => c.padStart(9)).join(' ')}`);
  }
}

type Run = autocannon.Result & { cpuMs: number };

/** Runs of one call as one figure: requests a second and CPU a request over all of them; the median p50 and the worst p99. */
function merged(results: Run[]) {
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  const p50s = results.map((r) => r.latency.p50).sort((x, y) => x - y);
  return {
    rps: total / seconds,
    cpuPerRequest: results.reduce((n, r) => n + r.cpuMs, 0) / total,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx + r.errors, 0),
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
