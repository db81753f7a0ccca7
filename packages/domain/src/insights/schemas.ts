import { z } from 'zod';
import { INSIGHT_KINDS } from './rules.js';

const Kind = z.enum(INSIGHT_KINDS);
/** Days with one decimal; null when nothing was decided in the window. */
const Days = z.number().nullable();

export const InsightOfficeSchema = z.object({
  D_ID: z.number().int(),
  D_NM: z.string(),
  waiting: z.number().int(),
  decided: z.number().int(),
  medianDays: Days,
  p90Days: Days,
});

export const InsightQueueSchema = InsightOfficeSchema.extend({ kind: Kind });

export const InsightWaitingStatusSchema = z.object({
  kind: Kind,
  STATUS: z.number().int(),
  STATUS_NAME: z.string(),
  count: z.number().int(),
});

export const InsightWeekSchema = z.object({ week: z.string(), received: z.number().int(), decided: z.number().int() });

export const InsightOldestSchema = z.object({
  kind: Kind,
  ID: z.number().int(),
  /** CLR-000123 for clearance, the request number otherwise. */
  REF: z.string(),
  D_ID: z.number().int(),
  D_NM: z.string(),
  ROLNO: z.string(),
  NM: z.string(),
  STATUS: z.number().int(),
  STATUS_NAME: z.string(),
  SINCE: z.string(),
  days: z.number(),
});

export const InsightClearanceWaitSchema = z.object({ D_ID: z.number().int(), D_NM: z.string(), waiting: z.number().int() });
export const InsightCardWeekSchema = z.object({
  week: z.string(),
  applied: z.number().int(),
  printed: z.number().int(),
  delivered: z.number().int(),
});
export const InsightRouteSchema = z.object({
  ROUTE_ID: z.number().int(),
  ROUTE_NO: z.string(),
  ROUTE_NAME: z.string(),
  requests: z.number().int(),
  open: z.number().int(),
  received: z.number().int(),
});

export const InsightsSchema = z.object({
  /** 'all' (examination office, treasurer) or the caller's own office. */
  scope: z.union([z.literal('all'), z.number().int()]),
  /** When the figures were computed (ISO); the server reuses them for up to a minute. */
  asOf: z.string(),
  /** First day of the window of `weekly`, `decided`, medians and p90 (a Monday, YYYY-MM-DD). */
  from: z.string(),
  offices: z.array(InsightOfficeSchema),
  queues: z.array(InsightQueueSchema),
  waitingByStatus: z.array(InsightWaitingStatusSchema),
  weekly: z.array(InsightWeekSchema),
  oldest: z.array(InsightOldestSchema),
  /** Open clearance rows per department (clearance offices only), else null. */
  clearanceWaiting: z.array(InsightClearanceWaitSchema).nullable(),
  /** Card office: cards applied, printed and delivered per week, else null. */
  cards: z.array(InsightCardWeekSchema).nullable(),
  /** Transport office: requests per route, else null. */
  routes: z.array(InsightRouteSchema).nullable(),
});
export type Insights = z.infer<typeof InsightsSchema>;

export const InsightsAnswerSchema = z.object({ success: z.literal(true), data: InsightsSchema });
