import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Rng } from './random.js';

export interface SeedContext {
  db: Db;
  rng: Rng;
  now: Date;
  /** How many students and requests (all kinds together) to make. */
  students: number;
  requests: number;
  /** Filled by the core seed: ids of the students made, demo students first. */
  studentIds: number[];
  /** Reports progress of a long insert (a progress bar on the command line). */
  progress: (label: string) => (done: number, total: number) => void;
}

/**
 * Ids a seed statement names at most. A statement takes at most 65,535 parameters (both databases), and
 * the SQL builder recurses over a long list, so a seeder never puts a whole population in one statement:
 * it reads and writes by chunks, whatever the size asked for.
 */
export const SEED_CHUNK = 5000;

/** `items` in consecutive slices of at most `size`. */
export function* chunked<T>(items: readonly T[], size = SEED_CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Rows read by a list of ids of any length: `read` is called with one chunk of ids at a time (one
 * statement each), in order; the answers are joined in that order. `enough` stops early once the rows
 * read so far suffice.
 */
export async function readByIds<R>(
  ids: readonly number[],
  read: (part: number[]) => Promise<R[]>,
  opts: { size?: number; enough?: (rows: readonly R[]) => boolean } = {},
): Promise<R[]> {
  const out: R[] = [];
  for (const part of chunked(ids, opts.size)) {
    if (opts.enough?.(out)) break;
    for (const row of await read(part)) out.push(row);
  }
  return out;
}

/** Inserts many rows in chunks (one statement per chunk) and returns the chosen columns. */
export async function insertInChunks<T extends PgTable, R extends Record<string, unknown>>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  returning: R,
  onProgress?: (done: number, total: number) => void,
  chunk = 500,
): Promise<{ [K in keyof R]: any }[]> {
  const out: { [K in keyof R]: any }[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = await db.insert(table).values(rows.slice(i, i + chunk) as never).returning(returning as never);
    for (const row of part as never[]) out.push(row);
    onProgress?.(Math.min(i + chunk, rows.length), rows.length);
  }
  return out;
}
