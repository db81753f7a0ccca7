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

export const EXPORT_ROW_CAP = 100_000;

export interface Paged<T> {
  rows: T[];
  total: number;
}
