import { z } from 'zod';
import { MAX_ID, wholeNumberSchema } from '../ids.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../limits.js';
import { AUDIT_MSG } from './messages.js';
import { MSG } from '../messages.js';

/** Audit entries written to a CSV export at most, newest first (the export says so when it is cut). */
export const AUDIT_EXPORT_CAP = 10_000;

const text = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, AUDIT_MSG.tooLong)
    .optional()
    .transform((v) => v || undefined);
const day = z.iso
  .date({ error: AUDIT_MSG.badDate })
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * `GET /api/admin/audit` (and its CSV export): exact matches on who (a username; `public` for changes made
 * without signing in), what kind of record, which record and what was done; a day range in Pakistan time.
 */
export const AuditQuerySchema = z
  .object({
    actor: text(64),
    entity: text(40),
    entityId: text(),
    action: text(40),
    from: day,
    to: day,
    page: wholeNumberSchema({ min: 1, max: MAX_ID, message: MSG.badPage }).default(1),
    pageSize: wholeNumberSchema({ min: 1, max: 100, message: MSG.badPageSize })
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), MSG.badPageSize)
      .default(DEFAULT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MSG.fromAfterTo, path: ['from'] });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** The first instant of a day in Pakistan time (UTC+5), as an ISO instant. */
export const pktDayStart = (day: string) => new Date(`${day}T00:00:00+05:00`).toISOString();
/** The first instant after a day in Pakistan time. */
export const pktDayEnd = (day: string) => new Date(new Date(`${day}T00:00:00+05:00`).getTime() + 86_400_000).toISOString();

export const AuditRowSchema = z.object({
  ID: z.number().int(),
  AT: z.string(),
  ACTOR_NAME: z.string(),
  ENTITY: z.string(),
  ENTITY_ID: z.string(),
  ACTION: z.string(),
  BEFORE: z.unknown(),
  AFTER: z.unknown(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;

/** The columns of the audit CSV export, in order. */
export const AUDIT_CSV_COLUMNS = ['AT', 'ACTOR_NAME', 'ENTITY', 'ENTITY_ID', 'ACTION', 'BEFORE', 'AFTER'] as const;

/** The audit export's query: the search, and the file it is wanted as (CSV by default, or a typed .xlsx). */
export const AuditExportQuerySchema = AuditQuerySchema.safeExtend({ format: z.enum(['csv', 'xlsx']).default('csv') });
