import { EXPORT_ROW_CAP, type ListParams } from '@portal/domain';
import { and, asc, desc, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `text` for LIKE/ILIKE with its wildcards (`\`, `%`, `_`) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern matching `text` anywhere, taken literally. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * "`column` contains `text`", any case: `column ILIKE '%text%'`, the form the trigram indexes of
 * migration 0002 serve (a GIN `gin_trgm_ops` index on the bare column). Keep the column bare (no
 * `lower()`, no cast to another type) or the index is not used.
 */
export const contains = (column: AnyPgColumn | SQL, text: string): SQL => sql`${column} ilike ${likePattern(text)}`;

/** Whether a column holds text (text, varchar, char): such a column is filtered bare, so its trigram index serves it. */
export const isTextColumn = (column: AnyPgColumn | SQL): column is AnyPgColumn => !(column instanceof SQL) && TEXT_COLUMN_TYPES.has(column.columnType);
const TEXT_COLUMN_TYPES = new Set(['PgText', 'PgVarchar', 'PgChar']);

/** LIMIT/OFFSET of a list: one page when `page` is asked (and not an export), else every row up to the cap. */
export function pageWindow(params: Pick<ListParams, 'page' | 'pageSize' | 'exportAll'>) {
  const paged = params.page != null && !params.exportAll;
  return { limit: paged ? params.pageSize : EXPORT_ROW_CAP, offset: paged ? (params.page! - 1) * params.pageSize : 0 };
}

/**
 * `rows` in the order of `ids` (a page's ids read in the list's order, then its rows by id, in any order).
 * An id without its row (deleted in between) is left out.
 */
export function inOrderOf<T>(ids: readonly number[], rows: readonly T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * `table[key]` when `key` is one of the table's own keys, else undefined: a list's column tables are
 * read only this way, so a name sent by a caller (`__proto__`, `constructor`, `toString`…) never reaches
 * an object's prototype.
 */
export function own<V>(table: Readonly<Record<string, V>>, key: string | null | undefined): V | undefined {
  return key != null && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * WHERE (text filters, case-insensitive "contains"), ORDER BY and LIMIT/OFFSET over the allowed columns.
 * Without `page` the first page is answered (not every row).
 */
export function listClauses(params: ListParams, columns: Readonly<Record<string, AnyPgColumn>>, defaultSort: SQL[]) {
  const filters = Object.entries(params.filters ?? {}).flatMap(([k, v]) => {
    const column = own(columns, k);
    return column && v.trim() ? [contains(isTextColumn(column) ? column : sql`${column}::text`, v.trim())] : [];
  });
  const sortColumn = own(columns, params.sortBy);
  const orderBy = sortColumn ? [params.sortDir === 'desc' ? desc(sortColumn) : asc(sortColumn)] : defaultSort;
  return { where: filters.length ? and(...filters) : undefined, orderBy, ...pageWindow({ ...params, page: params.page ?? 1 }) };
}
