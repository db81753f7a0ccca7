import { z } from 'zod';
import { flagSchema, MAX_ID, wholeNumberSchema } from './ids.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './limits.js';
import { MSG } from './messages.js';

/**
 * Optional paging/filter/sort parameters a list call accepts. When `page` is given the
 * answer is `{ rows, total }`; otherwise the documented plain list.
 * `filters` maps a column name to a text the column must contain (case-insensitive).
 */
export interface ListParams {
  page?: number;
  pageSize: number;
  sortBy?: string;
  sortDir?: 'asc' | 'desc';
  filters?: Record<string, string>;
  /** For CSV export of the filtered rows: all matching rows up to this cap. */
  exportAll?: boolean;
}

/**
 * The columns one list may be sorted and filtered by: its own, and nothing else. A name outside them
 * (`__proto__`, `constructor`, `toString`, a column of another list…) is refused with a 400 before any
 * query is built.
 */
export interface ListColumns<S extends string = string, F extends string = string> {
  sort: readonly S[];
  filter: readonly F[];
}

/** `sortBy`: one of the list's sort columns. */
function sortColumnOf<S extends string>(columns: readonly S[]) {
  if (!columns.length) return z.custom<S>(() => false, MSG.cannotSortList);
  return z.enum(columns as unknown as [S, ...S[]], { error: MSG.cannotSortList });
}

/**
 * `filters`: texts keyed by the list's filter columns. The keys are checked on the object as sent (its
 * own keys, `__proto__` included), before the record is read.
 */
function filtersOf(columns: readonly string[]) {
  const allowed = new Set(columns);
  return z.preprocess(
    (raw, ctx) => {
      if (raw && typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).some((key) => !allowed.has(key))) {
        ctx.addIssue({ code: 'custom', message: MSG.cannotFilterList, input: raw });
      }
      return raw;
    },
    z.record(z.string(), z.string().max(100)),
  );
}

/** The paging, sort and filter parameters of one list (a JSON body), on that list's own columns only. */
export function listParams<S extends string, F extends string>(columns: ListColumns<S, F>) {
  return z.object({
    page: wholeNumberSchema({ min: 1, max: MAX_ID, message: MSG.badNumber }).optional(),
    pageSize: wholeNumberSchema({ min: 1, max: Math.max(...PAGE_SIZES), message: MSG.badPageSize })
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), MSG.badPageSize)
      .default(DEFAULT_PAGE_SIZE),
    sortBy: sortColumnOf(columns.sort).optional(),
    sortDir: z.enum(['asc', 'desc']).optional(),
    filters: filtersOf(columns.filter).optional(),
    exportAll: flagSchema().optional(),
  });
}

/**
 * Gathers a flat query string's filters into `filters`: `filters[COL]=text` (what the web's paged list
 * sends; the default query parser leaves it flat) and `filters={"COL":"text"}` (JSON; ignored when not a
 * JSON object). Built with Maps, so no key sent (`__proto__`…) can reach an object's prototype.
 */
function gatherFilters(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const out = new Map<string, unknown>();
  const filters = new Map<string, unknown>();
  for (const [k, v] of Object.entries(raw)) {
    const m = /^filters\[(.+)\]$/.exec(k);
    if (m) filters.set(m[1], String(Array.isArray(v) ? v[0] : v));
    else if (k === 'filters' && typeof v === 'string') {
      for (const [fk, fv] of Object.entries(jsonObject(v) ?? {})) filters.set(fk, fv);
    } else out.set(k, v);
  }
  if (filters.size) out.set('filters', Object.fromEntries(filters));
  return Object.fromEntries(out);
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The list parameters of one list plus its own `extra` fields, read from a query string (see gatherFilters). */
export const listQuery = <S extends string, F extends string, T extends z.ZodRawShape = Record<never, never>>(columns: ListColumns<S, F>, extra?: T) =>
  z.preprocess(gatherFilters, listParams(columns).extend((extra ?? {}) as T));

export const EXPORT_ROW_CAP = 100_000;

/**
 * A filtered list counts its matches no further than this: past it the answer says `totalIsEstimate`
 * and the screens show "1,000+" (the count would otherwise read every match, however many).
 */
export const LIST_TOTAL_CAP = 1_000;

/**
 * One page of a list and its total. `totalIsEstimate`: there are more matches than `total` (a filtered
 * list counts up to LIST_TOTAL_CAP, or to the end of a deeper page); absent when `total` is exact.
 */
export interface Paged<T> {
  rows: T[];
  total: number;
  totalIsEstimate?: boolean;
}

/** The answer of a paged list: `{ rows, total }`, and `totalIsEstimate: true` when the total is a lower bound. */
export const pagedSchema = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int(), totalIsEstimate: z.boolean().optional() });
