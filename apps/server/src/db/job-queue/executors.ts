import type { PGlite, Results } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../types.js';

/** What pg-boss needs of a database: its bring-your-own `db` option (`{ executeSql(text, values) }`). */
export interface JobDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** pg-boss's maintenance and migration commands: `BEGIN; …; COMMIT;` sent as one text without values. */
const WRAPPED_IN_TRANSACTION = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * pg-boss over the embedded database, sharing the app's PGlite instance (decisions: Notifications and jobs).
 * PGlite's `query`/`exec`/`transaction` all take its transaction mutex, so a queue statement waits while a
 * transaction of the app is open instead of running inside it. The `BEGIN; …; COMMIT;` texts run through
 * PGlite's own `transaction()`, which rolls back on error, so a failed maintenance command never leaves the
 * shared session inside an aborted transaction.
 */
export function pgliteJobDb(client: PGlite): JobDb {
  const last = (results: Results[]) => ({ rows: results.at(-1)?.rows ?? [] });
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const r = await client.query(text, values);
        return { rows: r.rows };
      }
      const wrapped = WRAPPED_IN_TRANSACTION.exec(text);
      if (wrapped) return last(await client.transaction((tx) => tx.exec(wrapped[1])));
      return last(await client.exec(text));
    },
  };
}

/** pg-boss over the app's PostgreSQL pool (one pooled connection per statement, as pg-boss's own pool does). */
export function poolJobDb(pool: pg.Pool): JobDb {
  return {
    async executeSql(text, values) {
      const r = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows };
    },
  };
}

/**
 * pg-boss inside a transaction of the app (drizzle, either driver): `send(…, { db: txJobDb(tx) })` writes the
 * job with the change that causes it, so a change that rolls back leaves no job behind.
 */
export function txJobDb(tx: DbOrTx): JobDb {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((p, i) => (i % 2 === 1 ? sql`${sql.param(values[Number(p) - 1])}` : sql.raw(p)));
      const result = await tx.execute(sql.join(chunks, sql.raw('')));
      return { rows: rowsOf(result) };
    },
  };
}
