import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.js';
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
    out.push(...(part as never[]));
    onProgress?.(Math.min(i + chunk, rows.length), rows.length);
  }
  return out;
}
