import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { Rng } from './random.js';
import type { SeedContext } from './context.js';
import { seedCore } from './core.js';
import { seedClearance } from './clearance.js';
import { seedIdCards } from './id-cards.js';
import { seedStudents } from './students.js';
import { seedTransport } from './transport.js';
import { seedEvents } from './events.js';
import { seedDues } from './dues.js';
import { seedAuditHistory } from './audit-history.js';
import { seedTracker } from './tracker.js';
import { seedBulkJourney } from './bulk.js';
import { seedChallanRecords } from './challans.js';
import { seedCards } from './cards.js';

export const DEMO_SIZE = { students: 2000, requests: 3000 };

/**
 * Fills an empty database with demo data: core first (students, accounts), then each area's data.
 * Area seeders take their share of `requests`.
 */
export async function seedAll(db: Db, size: { students: number; requests: number }, progress: SeedContext['progress'] = () => () => {}) {
  const ctx: SeedContext = { db, rng: new Rng(20261122), now: new Date(), ...size, studentIds: [], progress };
  await seedCore(ctx);
  await seedDues(ctx);
  await seedTransport(ctx);
  await seedIdCards(ctx);
  await seedClearance(ctx);
  await seedStudents(ctx);
  await seedChallanRecords(ctx);
  await seedCards(ctx);
  await seedEvents(ctx);
  await seedAuditHistory(ctx);
  await seedTracker(ctx);
  await seedBulkJourney(ctx);
  // PGlite never collects planner statistics by itself; without them the list queries choose poor plans.
  // VACUUM also sets the visibility map (PGlite has no autovacuum), so counts and "contains" filters can
  // be answered by index-only scans instead of reading the wide rows.
  await db.execute(sql`vacuum analyze`);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(accounts);
  return n === 0;
}

export async function seedDemoIfEmpty(db: Db, log: FastifyBaseLogger) {
  if (!(await isEmpty(db))) return;
  log.info('empty database: seeding demo data');
  const started = Date.now();
  await seedAll(db, DEMO_SIZE);
  log.info({ ms: Date.now() - started }, 'demo data seeded');
}
