/**
 * The office-load scenario (target 9): the embedded portal (PGlite) on the demo data, 20 staff
 * users of the offices working at once. Each user is one keep-alive connection that opens its office's
 * lists in turn — first, second and third page, as the screens ask them — and waits a moment between
 * clicks (OFFICE_THINK_MS, default 1,000 ms, a brisk clerk). Prints the latency percentiles of the list
 * calls over the whole run. The data is a fresh in-memory PGlite seeded with the demo size (the
 * database `npm start` makes on a first start), or the PGlite in OFFICE_DATA_DIR (seeded when empty);
 * the configured database is not touched.
 */
import http from 'node:http';
import { DEMO_SIZE, isEmpty, seedAll } from '../src/seed/index.js';
import { openPglite } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/reference-data.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';

const USERS = Number(process.env.OFFICE_USERS ?? 20);
const SECONDS = Number(process.env.OFFICE_SECONDS ?? 30);
const THINK_MS = Number(process.env.OFFICE_THINK_MS ?? 1000);

interface Call {
  method: 'GET' | 'POST';
  path: (page: number) => string;
  body?: (page: number) => unknown;
}
const pageOf = (page: number) => ({ page, pageSize: 10 });
/** The list calls of each office's screens (the demo staff accounts). */
const OFFICES: Record<string, Call[]> = {
  card: [1, 2, 5].map((cardType) => ({ method: 'POST', path: () => '/api/admin/idcard-requests', body: (p) => ({ cardType, ...pageOf(p) }) })),
  exam: [{ method: 'POST', path: () => '/api/clearance-requests/admin', body: (p) => ({ STATUS: '', ...pageOf(p) }) }],
  library: [{ method: 'POST', path: () => '/api/clearance-requests/admin', body: (p) => ({ STATUS: '', ...pageOf(p) }) }],
  hostels: [{ method: 'POST', path: () => '/api/clearance-requests/admin', body: (p) => ({ STATUS: '', ...pageOf(p) }) }],
  treasurer: [
    { method: 'POST', path: () => '/api/clearance-requests/admin', body: (p) => ({ STATUS: '', ...pageOf(p) }) },
    { method: 'GET', path: (p) => `/api/eft/applications?page=${p}&pageSize=10` },
  ],
  transport: [{ method: 'GET', path: (p) => `/api/admin/get-transport-requests?page=${p}&pageSize=10` }],
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function runOffice(config: Config) {
  const seeding = Date.now();
  const database = await openPglite(process.env.OFFICE_DATA_DIR ?? null, undefined, { command: 'bench' });
  await ensureReferenceData(database.db);
  if (await isEmpty(database.db)) await seedAll(database.db, DEMO_SIZE);
  const app = await buildApp({ config: { ...config, DATABASE_URL: undefined }, database, logger: false });
  const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  console.log(`\noffice load (pglite, demo data seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s): ${USERS} staff users, ${THINK_MS} ms between clicks, ${SECONDS} s`);

  const tokens = new Map<string, string>();
  for (const username of Object.keys(OFFICES)) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: process.env.BENCH_PASSWORD ?? 'Demo@12345' } });
    if (res.statusCode !== 200) throw new Error(`cannot log in as ${username}: ${res.body}`);
    tokens.set(username, res.json().token);
  }
  // A portal that has been up a while: every call once before the clock starts (PGlite reads its
  // tables and catalogue into memory on first use; the first calls of a fresh start take 0.3-1.5 s).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const [username, calls] of Object.entries(OFFICES)) {
    for (const call of calls) for (const page of [1, 2, 3]) await request(agent, address, call.method, call.path(page), tokens.get(username)!, call.body?.(page));
  }
  agent.destroy();
  const latencies: number[] = [];
  const byCall = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  const until = Date.now() + SECONDS * 1000;
  const user = async (i: number) => {
    const username = Object.keys(OFFICES)[i % Object.keys(OFFICES).length];
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Users start spread over one think time, as people do.
    await sleep((THINK_MS * i) / USERS);
    for (let n = 0; Date.now() < until; n++) {
      const calls = OFFICES[username];
      const call = calls[n % calls.length];
      const page = (Math.floor(n / calls.length) % 3) + 1;
      const started = performance.now();
      const status = await request(agent, address, call.method, call.path(page), tokens.get(username)!, call.body?.(page));
      const ms = performance.now() - started;
      latencies.push(ms);
      const name = `${username}: ${call.method} ${call.path(1).split('?')[0]}${call.body ? ` ${JSON.stringify(call.body(1)).split(',"page"')[0]}}` : ''}`;
      byCall.set(name, [...(byCall.get(name) ?? []), ms]);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      await sleep(THINK_MS);
    }
    agent.destroy();
  };
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: USERS }, (_, i) => user(i)));
  const cpu = process.cpuUsage(cpuBefore);
  await app.close();
  await database.close();

  const sorted = latencies.sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(`  ${sorted.length} list calls (${(sorted.length / SECONDS).toFixed(1)} a second); answers ${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}`);
  // App, PGlite and these clients share this process: its CPU a call is what one call costs in all.
  console.log(`  CPU ${((cpu.user + cpu.system) / 1000 / sorted.length).toFixed(1)} ms a call (this process: app, PGlite and the clients)`);
  console.log(`  latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p90 ${percentile(sorted, 90).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
  for (const [name, ms] of [...byCall].sort()) {
    const s = ms.sort((a, b) => a - b);
    console.log(`    ${name.padEnd(70)} ${String(s.length).padStart(4)} calls, p50 ${percentile(s, 50).toFixed(0)} ms, p99 ${percentile(s, 99).toFixed(0)} ms`);
  }
  const ok = [...statuses.keys()].every((s) => s === 200);
  console.log(`  ${ok ? 'OK' : 'FAILED'}: every call answered 200; p99 ${p99 <= 200 ? '≤' : '>'} 200 ms`);
  if (!ok) process.exitCode = 1;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One call; its status once the whole answer has arrived. */
function request(agent: http.Agent, base: URL, method: string, path: string, token: string, body?: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { agent, host: base.hostname, port: base.port, method, path, headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
