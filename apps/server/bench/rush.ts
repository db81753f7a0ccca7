/**
 * The rush scenario (issue 13): 2,000 event registrations from 100 connections, each from its own client
 * address, for the last 500 tickets of an open event. Checks exactly 500 tickets issued, no 5xx and no
 * request left unanswered (autocannon's 10 s timeout), and prints the latency percentiles. The event is
 * closed afterwards, so the scenario can run again.
 */
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { EDUCATION_LEVELS } from '@portal/domain';
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
  let i = 0;
  const run = Date.now() % 1e7;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: `${address}/api/client/registerAttendees`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: REGISTRATIONS,
    requests: [
      {
        setupRequest: (req) => {
          const n = ++i;
          const id = String(run * 10_000 + n).padStart(13, '0').slice(-13);
          const Data = {
            name: 'Rush Attendee',
            email: `rush${run}-${n}@example.com`,
            CNIC: id,
            phoneNumber: `03${id.slice(-9)}`,
            city: 'Lahore',
            levelofEducation: EDUCATION_LEVELS[3],
            institutionName: 'Government College University',
          };
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ Data }),
          };
        },
        onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
      },
    ],
  });
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
