import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './limits.js';

/**
 * Optional paging/filter/sort parameters a list call accepts (DECISIONS 1). When `page` is given the
 * answer is `{ rows, total }`; otherwise the documented plain list.
 * `filters` maps a column name to a text the column must contain (case-insensitive).
 */
export const ListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 10, 20, 50 or 100')
    .default(DEFAULT_PAGE_SIZE),
  sortBy: z.string().max(40).optional(),
  sortDir: z.enum(['asc', 'desc']).optional(),
  filters: z.record(z.string(), z.string().max(100)).optional(),
  /** For CSV export of the filtered rows: all matching rows up to this cap. */
  exportAll: z.coerce.boolean().optional(),
});
export type ListParams = z.infer<typeof ListParamsSchema>;

/**
 * Gathers a flat query string's filters into `filters`: `filters[COL]=text` (what the web's paged list
 * sends; the default query parser leaves it flat) and `filters={"COL":"text"}` (JSON; ignored when not JSON).
 */
function gatherFilters(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const out: Record<string, unknown> = {};
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    const m = /^filters\[(.+)\]$/.exec(k);
    if (m) filters[m[1]] = String(Array.isArray(v) ? v[0] : v);
    else if (k === 'filters' && typeof v === 'string') {
      try {
        Object.assign(filters, JSON.parse(v));
      } catch {
        /* not JSON: ignored */
      }
    } else out[k] = v;
  }
  if (Object.keys(filters).length) out.filters = { ...((out.filters as object) ?? {}), ...filters };
  return out;
}

/** ListParams plus the list's own `extra` fields, read from a query string (see gatherFilters). */
export const listQuery = <T extends z.ZodRawShape>(extra: T) => z.preprocess(gatherFilters, ListParamsSchema.extend(extra));

/** ListParams read from a query string (`filters[COL]=text`). */
export const ListQuerySchema = listQuery({});

export const EXPORT_ROW_CAP = 100_000;

export interface Paged<T> {
  rows: T[];
  total: number;
}
