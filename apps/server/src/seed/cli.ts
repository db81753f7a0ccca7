/**
 * Fills the configured database (DATA_DIR or DATABASE_URL) with demo data.
 *   npm run seed                                   demo size (2,000 students)
 *   npm run seed -- --students 50000 --requests 100000   the benchmark set
 *   add --reset to empty a database that already has data
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import cliProgress from 'cli-progress';
import { configFromEnv } from '../config.js';
import { openDatabase, rowsOf, type Db } from '../db/client.js';
import { ensureReferenceData } from '../db/reference-data.js';
import { DEMO_SIZE, isEmpty, seedAll } from './index.js';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: String(DEMO_SIZE.students) },
    requests: { type: 'string', default: String(DEMO_SIZE.requests) },
    reset: { type: 'boolean', default: false },
  },
});

async function resetDatabase(db: Db) {
  const tables = rowsOf<{ tablename: string }>(await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`));
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`));
}

async function main() {
  const students = Number(values.students);
  const requests = Number(values.requests);
  if (!Number.isInteger(students) || students < 2 || !Number.isInteger(requests) || requests < 0) {
    throw new Error('--students must be a whole number of at least 2 and --requests a whole number');
  }
  const config = configFromEnv();
  const database = await openDatabase(config, { command: 'seed' });
  try {
    if (!(await isEmpty(database.db))) {
      if (!values.reset) throw new Error('The database already has data. Run again with --reset to replace it.');
      await resetDatabase(database.db);
    }
    await ensureReferenceData(database.db);
    const bars = process.stdout.isTTY
      ? new cliProgress.MultiBar({ format: ' {label} [{bar}] {value}/{total}', clearOnComplete: false, hideCursor: true }, cliProgress.Presets.shades_classic)
      : null;
    const started = Date.now();
    await seedAll(database.db, { students, requests }, (label) => {
      let bar: cliProgress.SingleBar | null = null;
      return (done, total) => {
        // A bar per table in a terminal; one line per finished table otherwise (logs, CI).
        if (!bars) {
          if (done === total) console.log(`  ${label}: ${total}`);
          return;
        }
        bar ??= bars.create(total, 0, { label: label.padEnd(24) });
        bar.update(done);
      };
    });
    bars?.stop();
    console.log(`Seeded ${students} students and about ${requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
