import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** One database type for both drivers: the query builder is the same. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** Opens PGlite (in `dataDir`, or in memory when null, or from a saved snapshot) and applies migrations. */
export async function openPglite(dataDir: string | null, snapshot?: Blob | File): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = snapshot
    ? new PGlite({ loadDataDir: snapshot })
    : dataDir
      ? new PGlite(path.join(dataDir, 'pgdata'))
      : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (!snapshot) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Connects to a PostgreSQL server and applies migrations. */
export async function openPostgres(url: string, opts: { migrate?: boolean; max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10 });
  const db = drizzlePg(pool, { schema });
  if (opts.migrate !== false) await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'postgres', close: () => pool.end() };
}

export async function openDatabase(cfg: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return cfg.DATABASE_URL ? openPostgres(cfg.DATABASE_URL) : openPglite(cfg.DATA_DIR);
}

/** The rows of a raw `db.execute(sql…)` answer, for both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
