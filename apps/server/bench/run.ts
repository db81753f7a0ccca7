/**
 * The benchmark: the real app over the configured database (seed it first with
 * `npm run seed -- --students 50000 --requests 100000`), on a loopback port, measured with autocannon.
 * Each target runs for a few seconds with a bounded number of connections; the targets marked `lean`
 * run side by side (in turns) with the lean baseline (bench/lean.ts: bare node:http + the same database),
 * the targets with `versus` with that other target, and the table shows the ratio. Then the rush scenario (bench/rush.ts) and the bulk-decisions scenario
 * (bench/bulk.ts). Everything stops at the end. `BENCH_ONLY=lists|rush|bulk` runs one part, `BENCH_MATCH`
 * some of the lists; `BENCH_ONLY=office` runs the office load (bench/office.ts: PGlite, demo data) alone;
 * `BENCH_ONLY=scale` the scale mode (bench/scale.ts: two PostgreSQL databases, 1× and 10×, side by side);
 * `BENCH_ONLY=tokens` the cost of verifying a session token (bench/tokens.ts: jose against the hand-written check).
 */
import pg from 'pg';
import { configFromEnv } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { startLean, type Query } from './lean.js';
import { runRush } from './rush.js';
import { runBulk } from './bulk.js';
import { runOffice } from './office.js';
import { runScale } from './scale.js';
import { runTokens } from './tokens.js';
import { TARGETS } from './targets.js';
import { CONNECTIONS, DURATION_S, merged, once, type Server, sideBySide, tokenCache } from './measure.js';

const ONLY = process.env.BENCH_ONLY;
/** Only the list targets whose name matches (a regular expression, any case), e.g. `BENCH_MATCH='ID cards'`. */
const MATCH = process.env.BENCH_MATCH ? new RegExp(process.env.BENCH_MATCH, 'i') : null;

async function main() {
  // Behind the benchmark's "load balancer" every rush client has its own address (X-Forwarded-For).
  const config = { ...configFromEnv(), LOG_LEVEL: 'warn' as const, TRUST_PROXY: true };
  // The office load has a database of its own (PGlite, demo data): bench/office.ts.
  if (ONLY === 'office') return runOffice(config);
  if (ONLY === 'scale') return runScale(config);
  if (ONLY === 'tokens') return runTokens(config.TOKEN_SECRET);
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
  const tokenFor = tokenCache((username) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: process.env.BENCH_PASSWORD ?? 'Demo@12345' } }));
  const ours: Server = { base: address, tokenFor, pg: pgQuery };
  const lean: Server = { base: leanUrl, tokenFor, pg: pgQuery };
  const cols = ['req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'vs r/s', 'ratio', 'CPU ms/r', 'vs CPU', 'CPU ratio'];
  console.log(`\n${'target'.padEnd(52)} ${cols.map((c) => c.padStart(9)).join(' ')}`);
  console.log('(vs: the lean baseline of the same call, or the call named in brackets; ratio: this ÷ vs in requests a second, measured side by side;');
  console.log(' CPU ms/r: CPU milliseconds a request, this process and the database server; CPU ratio: vs ÷ this, the throughput ratio on an idle machine)');
  for (const t of TARGETS.filter((x) => !MATCH || MATCH.test(x.name))) {
    const other = t.versus ? TARGETS.find((x) => x.name === t.versus) : undefined;
    const [mine, vs] = t.lean ? await sideBySide([ours, t], [lean, t]) : other ? await sideBySide([ours, t], [ours, other]) : [merged([await once(ours, t, DURATION_S)]), null];
    const vsNon2xx = vs ? vs.non2xx : 0;
    const cells = [
      mine.rps.toFixed(0),
      String(mine.p50),
      String(mine.p99),
      String(mine.non2xx),
      vs ? `${vs.rps.toFixed(0)}${vsNon2xx ? '!' : ''}` : '',
      vs ? (mine.rps / vs.rps).toFixed(2) : '',
      mine.cpuPerRequest.toFixed(2),
      vs ? vs.cpuPerRequest.toFixed(2) : '',
      vs ? (vs.cpuPerRequest / mine.cpuPerRequest).toFixed(2) : '',
    ];
    console.log(`${(other ? `${t.name} [${other.name}]` : t.name).padEnd(52)} ${cells.map((c) => c.padStart(9)).join(' ')}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
