import type { DbOrTx } from './client.js';

/** The prepared queries of each database handle (pool, PGlite or transaction), by name. */
const byHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * A query built once per database handle and name, then only executed (issue 13). Building a Drizzle
 * query costs about a millisecond of JavaScript for a list's page and count; a prepared one skips that,
 * and on PostgreSQL `name` also makes it a named statement, parsed once per connection. Only for queries
 * whose text depends on nothing but `name`: every value goes in through `sql.placeholder`. Keep names
 * short (PostgreSQL keeps 63 characters) and unique per text.
 */
export function preparedOnce<T>(db: DbOrTx, name: string, build: () => T): T {
  let queries = byHandle.get(db);
  if (!queries) {
    queries = new Map();
    byHandle.set(db, queries);
  }
  if (!queries.has(name)) queries.set(name, build());
  return queries.get(name) as T;
}
