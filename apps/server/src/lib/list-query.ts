import { EXPORT_ROW_CAP, type ListParams } from '@portal/domain';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `text` for LIKE/ILIKE with its wildcards (`\`, `%`, `_`) taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern matching `text` anywhere, taken literally. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** LIMIT/OFFSET of a list: one page when `page` is asked (and not an export), else every row up to the cap. */
export function pageWindow(params: Pick<ListParams, 'page' | 'pageSize' | 'exportAll'>) {
  const paged = params.page != null && !params.exportAll;
  return { limit: paged ? params.pageSize : EXPORT_ROW_CAP, offset: paged ? (params.page! - 1) * params.pageSize : 0 };
}

/**
 * WHERE (text filters, case-insensitive "contains"), ORDER BY and LIMIT/OFFSET over the allowed columns.
 * Without `page` the first page is answered (not every row).
 */
export function listClauses(params: ListParams, columns: Record<string, AnyPgColumn>, defaultSort: SQL[]) {
  const filters = Object.entries(params.filters ?? {})
    .filter(([k, v]) => columns[k] && v.trim())
    .map(([k, v]) => sql`${columns[k]}::text ilike ${likePattern(v.trim())}`);
  const sortColumn = params.sortBy ? columns[params.sortBy] : undefined;
  const orderBy = sortColumn ? [params.sortDir === 'desc' ? desc(sortColumn) : asc(sortColumn)] : defaultSort;
  return { where: filters.length ? and(...filters) : undefined, orderBy, ...pageWindow({ ...params, page: params.page ?? 1 }) };
}
