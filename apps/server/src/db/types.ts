import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema/index.js';

// The database's types and the raw-rows helper, apart from the client that opens it: the job queue's
// executors (jobs/) use them, and the client installs the job queue, so they cannot live in client.ts.

/** One database type for both drivers: the query builder is the same. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

/** The rows of a raw `db.execute(sql…)` answer, for both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
