import { z } from 'zod';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EXPORT_ROW_CAP, ListParamsSchema, type ListParams } from '@portal/domain';

/** ListParams from a query string: `filters[COL]=text` (as the web client sends them) gathered into `filters`. */
export const listQuery = <T extends z.ZodRawShape>(extra: T) =>
  z.preprocess((raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const out: Record<string, unknown> = {};
    const filters: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      const m = /^filters\[(.+)\]$/.exec(k);
      if (m) filters[m[1]] = String(Array.isArray(v) ? v[0] : v);
      else out[k] = v;
    }
    if (Object.keys(filters).length) out.filters = filters;
    return out;
  }, ListParamsSchema.extend(extra));

/** WHERE (text filters, case-insensitive "contains"), ORDER BY and LIMIT/OFFSET over the allowed columns. */
export function listClauses(params: ListParams, columns: Record<string, AnyPgColumn>, defaultSort: SQL[]) {
  const filters = Object.entries(params.filters ?? {})
    .filter(([k, v]) => columns[k] && v.trim())
    .map(([k, v]) => sql`${columns[k]}::text ilike ${`%${v.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const sortColumn = params.sortBy ? columns[params.sortBy] : undefined;
  const orderBy = sortColumn ? [params.sortDir === 'desc' ? desc(sortColumn) : asc(sortColumn)] : defaultSort;
  const limit = params.exportAll ? EXPORT_ROW_CAP : params.pageSize;
  const offset = params.exportAll ? 0 : ((params.page ?? 1) - 1) * params.pageSize;
  return { where: filters.length ? and(...filters) : undefined, orderBy, limit, offset };
}
