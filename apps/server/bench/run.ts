/**
 * The benchmark: the real app over the configured database (seed it first with
 * `npm run seed -- --students 50000 --requests 100000`), on a loopback port, measured with autocannon.
 * Each target runs for a few seconds with a bounded number of connections, then everything stops.
 */
import autocannon from 'autocannon';
import { configFromEnv } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { TARGETS } from './targets.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function main() {
  const config = { ...configFromEnv(), LOG_LEVEL: 'warn' as const };
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = new Map<string, string>();
  const tokenFor = async (username: string) => {
    if (!tokens.has(username)) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: process.env.BENCH_PASSWORD ?? 'Demo@12345' } });
      if (res.statusCode !== 200) throw new Error(`cannot log in as ${username}: ${res.body}`);
      tokens.set(username, res.json().token);
    }
    return tokens.get(username)!;
  };

  console.log(`\n${'target'.padEnd(58)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`);
  for (const t of TARGETS) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (t.as) headers.authorization = `Bearer ${await tokenFor(t.as)}`;
    const result = await autocannon({
      url: `${address}${t.path}`,
      method: t.method,
      headers,
      body: t.body ? JSON.stringify(t.body) : undefined,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const non2xx = result.non2xx + result.errors;
    console.log(`${t.name.padEnd(58)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(non2xx).padStart(8)}`);
  }
  await app.close();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
