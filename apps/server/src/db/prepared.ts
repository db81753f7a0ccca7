import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inOrderOf } from './list-query.js';
import type { DbOrTx } from './client.js';

/** The prepared queries of each database handle (pool, PGlite or transaction), by name. */
const byHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * How many prepared queries of request-dependent shapes (`preparedShape`) one handle keeps. Each is a
 * named statement on every PostgreSQL connection that runs it; the cap bounds what a caller trying
 * every filter and sort combination could make the database hold.
 */
export const SHAPE_CAP = 200;
const shapesByHandle = new WeakMap<object, number>();

/**
 * A query built once per database handle and name, then only executed. Building a Drizzle
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

/**
 * `preparedOnce` for a query whose text depends on what a request asks (which filters, which sort):
 * `name` must name that shape, and the filter values go in through placeholders. Null once the handle
 * keeps `SHAPE_CAP` shapes and this is a new one: the caller then runs the query unprepared.
 */
export function preparedShape<T>(db: DbOrTx, name: string, build: () => T): T | null {
  if (!byHandle.get(db)?.has(name)) {
    const shapes = shapesByHandle.get(db) ?? 0;
    if (shapes >= SHAPE_CAP) return null;
    shapesByHandle.set(db, shapes + 1);
  }
  return preparedOnce(db, name, build);
}

/**
 * LIMIT and OFFSET of a prepared page. PostgreSQL plans a statement whose LIMIT or OFFSET is a parameter
 * again at every call (its generic plan assumes a tenth of the rows are read), so the page size (one of
 * four) and the first page's offset are written into the text: the first page, the screens' usual call,
 * is planned once per connection. `name` goes into the statement's name; `values` are the placeholders'.
 */
export function preparedWindow(limit: number, offset: number) {
  const first = offset === 0;
  return {
    name: `${limit}${first ? '-first' : ''}`,
    // Drizzle writes a LIMIT given as SQL as it is (its type only names numbers and placeholders).
    limit: sql.raw(String(Math.trunc(limit))) as unknown as number,
    offset: first ? 0 : sql.placeholder('offset'),
    values: first ? {} : { offset },
  };
}

/** A query Drizzle can prepare (a select builder), whose rows are `R`. */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R[]> };
}

/**
 * The rows of a list page whose ids were read first, in the ids' order. `select` gives the
 * list's wide rows (its joins) for a WHERE; the statement, `idColumn = any($ids)`, is one for every filter
 * and sort of the list, so PostgreSQL plans the join once per connection — inside a query holding a
 * filter's values it would plan it again at every call. An id whose row is gone in between is left out.
 */
export function rowsInPageOrder<R>(name: string, idColumn: AnyPgColumn, select: (db: DbOrTx, where: SQL) => Preparable<R>, idOf: (row: R) => number) {
  return async (db: DbOrTx, ids: readonly { id: number }[]): Promise<R[]> => {
    const query = preparedOnce(db, name, () => select(db, sql`${idColumn} = any(${sql.placeholder('ids')})`).prepare(name));
    const numbers = ids.map((r) => r.id);
    return inOrderOf(numbers, await query.execute({ ids: numbers }), idOf);
  };
}
