import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { pgliteJobDb, poolJobDb, type JobDb } from './job-queue/executors.js';
import { installJobQueue } from './job-queue/install.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import type { Db } from './types.js';

export type { Db, DbOrTx, Tx } from './types.js';
export { rowsOf } from './types.js';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same database for the job queue (pg-boss's `db` option; db/job-queue/executors.ts). */
  jobDb: JobDb;
  /** The embedded database folder's lock, held from opening to `close()` (none in memory or on PostgreSQL). */
  lock?: DataDirLock;
  close(): Promise<void>;
  /** Connections of the pool (PGlite: one) and statements waiting for one (the metrics read it when scraped). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenOptions {
  /** Who opens an embedded database folder (named to a second process the lock refuses). Default "portal". */
  command?: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Migrations to apply (a restore first migrates to the backup's own version). */
  migrationsFolder?: string;
  /** The folder's lock, already held by the caller (a restore opens the folder several times); kept on close. */
  lock?: DataDirLock;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Opens PGlite (in `dataDir`, or in memory when null, or from a saved snapshot) and applies migrations.
 * A folder is locked first (ops/data-dir-lock.ts): when another live process holds it, this throws and
 * opens nothing.
 */
export async function openPglite(dataDir: string | null, snapshot?: Blob | File, opts: OpenOptions = {}): Promise<Database> {
  const own = dataDir && !snapshot && !opts.lock ? lockDataDir(dataDir, opts.command ?? 'portal') : undefined;
  const lock = own ?? opts.lock;
  try {
    // pg_trgm serves the lists' "contains" filters from trigram indexes (migration 0002), as on PostgreSQL.
    const extensions = { pg_trgm };
    const client = snapshot
      ? new PGlite({ loadDataDir: snapshot, extensions })
      : dataDir
        ? new PGlite(path.join(dataDir, 'pgdata'), { extensions })
        : new PGlite({ extensions });
    letOthersIn(client);
    const poolStats = countInFlight(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const jobDb = pgliteJobDb(client);
    if (!snapshot && opts.migrate !== false) {
      await migratePglite(db as never, { migrationsFolder: opts.migrationsFolder ?? MIGRATIONS_FOLDER });
      await installJobQueue(jobDb);
    }
    const close = async () => {
      try {
        await client.close();
      } finally {
        own?.release();
      }
    };
    return { db, kind: 'pglite', jobDb, lock, close, poolStats };
  } catch (err) {
    own?.release();
    throw err;
  }
}

/**
 * PGlite runs each statement synchronously in this thread, and its queue starts the next statement as
 * soon as one ends, without returning to the event loop: under a rush the loop then hardly
 * ever polls, so new connections wait tens of seconds to be accepted while the first ones are served
 * again and again. Letting the event loop turn before each exchange with the database makes the
 * waiting fair (accepted within a second or two, measured with 100 connections); it costs one
 * setImmediate per statement.
 */
function letOthersIn(client: PGlite) {
  const c = client as unknown as { execProtocolStream?: (...args: unknown[]) => Promise<unknown> };
  const exchange = c.execProtocolStream?.bind(client);
  if (!exchange) return;
  c.execProtocolStream = async (...args: unknown[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    return exchange(...args);
  };
}

/**
 * PGlite is one connection: every query, exec and transaction of the app and of the job queue takes its
 * mutex (`_runExclusiveTransaction`, once per call; the statements inside a transaction do not take it
 * again). Counting the calls that have entered and not left gives the pool's figures: one in use while
 * any is in flight, the rest waiting.
 */
function countInFlight(client: PGlite): () => PoolStats {
  const c = client as unknown as { _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T> };
  const exclusive = c._runExclusiveTransaction?.bind(client);
  let inFlight = 0;
  if (exclusive) {
    c._runExclusiveTransaction = async <T>(fn: () => Promise<T>) => {
      inFlight++;
      try {
        return await exclusive(fn);
      } finally {
        inFlight--;
      }
    };
  }
  return () => ({ total: 1, idle: inFlight > 0 ? 0 : 1, waiting: Math.max(0, inFlight - 1) });
}

/** Connects to a PostgreSQL server and applies migrations. */
export async function openPostgres(url: string, opts: OpenOptions & { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  // An idle connection the server ends (restart, failover, an administrator) must not end the process: the
  // pool drops it and opens a new one on the next query. Without a listener the pool's 'error' would throw.
  pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
  const db = drizzlePg(pool, { schema });
  const jobDb = poolJobDb(pool);
  if (opts.migrate !== false) {
    await whileLocked(url, async () => {
      await migratePg(db, { migrationsFolder: opts.migrationsFolder ?? MIGRATIONS_FOLDER });
      await installJobQueue(jobDb);
    });
  }
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: 'postgres', jobDb, close: () => pool.end(), poolStats };
}

/** Key of the advisory lock under which an instance migrates (any 64-bit number the portal owns). */
const MIGRATION_LOCK = 7_301_325_013;

/**
 * Runs `work` holding a PostgreSQL advisory lock on a connection of its own, so instances started
 * together migrate one after the other (the others then find nothing left to do).
 */
async function whileLocked(url: string, work: () => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    await client.end();
  }
}

export async function openDatabase(cfg: { DATABASE_URL?: string; DATA_DIR: string }, opts: OpenOptions = {}): Promise<Database> {
  return cfg.DATABASE_URL ? openPostgres(cfg.DATABASE_URL, opts) : openPglite(cfg.DATA_DIR, undefined, opts);
}
