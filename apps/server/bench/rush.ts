/**
 * The rush scenario: 2,000 event registrations from 100 connections, each from its own client
 * address, for the last 500 tickets of an open event. Checks exactly 500 tickets issued, no 5xx and no
 * request left unanswered (autocannon's 10 s timeout), and prints the latency percentiles. The clients run
 * in a process of their own (bench/rush-client.ts). The event is closed afterwards, so the scenario can run again.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { eventRegistrations, events } from '../src/db/schema/index.js';

const REGISTRATIONS = Number(process.env.RUSH_REGISTRATIONS ?? 2000);
const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 100);
const TICKETS_LEFT = Number(process.env.RUSH_TICKETS ?? 500);

export async function runRush(_app: unknown, db: Db, address: string, kind: string) {
  const code = `RUSH-${Date.now()}`;
  const stock = 5000;
  const [event] = await db
    .insert(events)
    .values({ CODE: code, NAME: `Rush ${code}`, TICKET_STOCK: stock, TICKETS_ISSUED: stock - TICKETS_LEFT, IS_OPEN: true })
    .returning();
  const result = await runClients(`${address}/api/client/registerAttendees`);
  const statuses = new Map(Object.entries(result.statuses).map(([s, c]) => [Number(s), c]));
  const [{ issued }] = await db.select({ issued: events.TICKETS_ISSUED }).from(events).where(eq(events.EVENT_ID, event.EVENT_ID));
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(eventRegistrations).where(eq(eventRegistrations.EVENT_ID, event.EVENT_ID));
  await db.update(events).set({ IS_OPEN: false }).where(eq(events.EVENT_ID, event.EVENT_ID));
  const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((a, [, c]) => a + c, 0);
  console.log(`\nrush (${kind}): ${REGISTRATIONS} registrations, ${CONNECTIONS} connections, ${TICKETS_LEFT} tickets left`);
  console.log(`  answers: ${[...statuses].map(([s, c]) => `${s}×${c}`).join(', ')}; errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(`  tickets issued ${issued - (stock - TICKETS_LEFT)} (registrations ${n}); 5xx ${fivexx}`);
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  const ok = issued === stock && n === TICKETS_LEFT && fivexx === 0 && result.errors === 0;
  console.log(`  ${ok ? 'OK' : 'FAILED'}: exactly ${TICKETS_LEFT} tickets, no 5xx, every request answered; p99 ${result.latency.p99 <= 1000 ? '≤' : '>'} 1 s`);
  if (!ok) process.exitCode = 1;
}

interface ClientResult {
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  latency: { p50: number; p90: number; p99: number; max: number };
}

/** The registrations, sent by bench/rush-client.ts in a child process. */
async function runClients(url: string): Promise<ClientResult> {
  const env = { ...process.env, RUSH_URL: url, RUSH_RUN: String(Date.now() % 1e7), RUSH_REGISTRATIONS: String(REGISTRATIONS), RUSH_CONNECTIONS: String(CONNECTIONS) };
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', new URL('./rush-client.ts', import.meta.url).pathname], { env, maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}
