/**
 * The benchmark: the real app over the configured database (seed it first with
 * `npm run seed -- --students 50000 --requests 100000`), on a loopback port, measured with autocannon.
 * Each target runs for a few seconds with a bounded number of connections; the targets marked `lean`
 * run right after against the lean baseline (bench/lean.ts: bare node:http + the same database) and the
 * table shows ours / lean. Then the rush scenario (bench/rush.ts) and the bulk-decisions scenario
 * (bench/bulk.ts). Everything stops at the end. `BENCH_ONLY=lists|rush|bulk` runs one part.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { configFromEnv } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { startLean, type Query } from './lean.js';
import { runRush } from './rush.js';
import { runBulk } from './bulk.js';
import { TARGETS, type Target } from './targets.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_ONLY;

async function main() {
  // Behind the benchmark's "load balancer" every rush client has its own address (X-Forwarded-For).
  const config = { ...configFromEnv(), LOG_LEVEL: 'warn' as const, TRUST_PROXY: true };
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_S} s a target`);

  if (ONLY !== 'rush' && ONLY !== 'bulk') {
    const pool = config.DATABASE_URL ? new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 }) : null;
    const pglite = (database.db as unknown as { $client: { query: Query } }).$client;
    const query: Query = pool ? (text, params) => pool.query(text, params) : (text, params) => pglite.query(text, params);
    const lean = await startLean(query, config.TOKEN_SECRET);
    await measureLists(app, address, lean.url);
    await lean.close();
    await pool?.end();
  }
  if (ONLY !== 'lists' && ONLY !== 'bulk') await runRush(app, database.db, address, database.kind);
  if (ONLY !== 'lists' && ONLY !== 'rush') await runBulk(app, database.db, database.kind);
  await app.close();
  await database.close();
}

async function measureLists(app: Awaited<ReturnType<typeof buildApp>>, address: string, leanUrl: string) {
  const tokens = new Map<string, string>();
  const tokenFor = async (username: string) => {
    if (!tokens.has(username)) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: process.env.BENCH_PASSWORD ?? 'Demo@12345' } });
      if (res.statusCode !== 200) throw new Error(`cannot log in as ${username}: ${res.body}`);
      tokens.set(username, res.json().token);
    }
    return tokens.get(username)!;
  };
  const run = async (base: string, t: Target) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (t.as) headers.authorization = `Bearer ${await tokenFor(t.as)}`;
    return autocannon({ url: `${base}${t.path}`, method: t.method, headers, body: t.body ? JSON.stringify(t.body) : undefined, connections: CONNECTIONS, duration: DURATION_S });
  };
  const cols = ['req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'lean r/s', 'ours/lean'];
  console.log(`\n${'target'.padEnd(52)} ${cols.map((c) => c.padStart(9)).join(' ')}`);
  for (const t of TARGETS) {
    const ours = await run(address, t);
    const lean = t.lean ? await run(leanUrl, t) : null;
    const leanNon2xx = lean ? lean.non2xx + lean.errors : 0;
    const cells = [
      ours.requests.average.toFixed(0),
      String(ours.latency.p50),
      String(ours.latency.p99),
      String(ours.non2xx + ours.errors),
      lean ? `${lean.requests.average.toFixed(0)}${leanNon2xx ? '!' : ''}` : '',
      lean ? (ours.requests.average / lean.requests.average).toFixed(2) : '',
    ];
    console.log(`${t.name.padEnd(52)} ${cells.map((c) => c.padStart(9)).join(' ')}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
