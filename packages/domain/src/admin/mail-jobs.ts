import { z } from 'zod';
import { MAX_ID, wholeNumberSchema } from '../ids.js';
import { MSG } from '../messages.js';

/** Days shown in the mails-sent-per-day chart, today included. */
export const MAIL_CHART_DAYS = 30;
/** Failed mails listed per page on the mail and jobs screen. */
export const FAILED_MAILS_PAGE_SIZE = 20;

export const JobsQuerySchema = z.object({ page: wholeNumberSchema({ min: 1, max: MAX_ID, message: MSG.badPage }).default(1) });

/** One job queue's jobs by state (waiting = created or waiting to retry). */
export const QueueCountsSchema = z.object({
  name: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});
export type QueueCounts = z.infer<typeof QueueCountsSchema>;

export const FailedMailSchema = z.object({
  ID: z.number().int(),
  CREATED_AT: z.string(),
  TO: z.string(),
  SUBJECT: z.string(),
  ATTEMPTS: z.number().int(),
  LAST_ATTEMPT_AT: z.string().nullable(),
  /** The error of the last attempt. */
  ERROR: z.string().nullable(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

export const MailsPerDaySchema = z.object({ day: z.string(), sent: z.number().int() });
export type MailsPerDay = z.infer<typeof MailsPerDaySchema>;

/** `GET /api/admin/jobs`. */
export const JobsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    queues: z.array(QueueCountsSchema),
    failedMails: z.object({ rows: z.array(FailedMailSchema), total: z.number().int(), totalIsEstimate: z.boolean().optional() }),
    /** Mails sent on each of the last MAIL_CHART_DAYS days (Pakistan time), oldest first, days without any included. */
    sentPerDay: z.array(MailsPerDaySchema),
    /**
     * The banks' bill-payment network: whether its calls are switched on, when it last called (any inquiry or
     * payment, ISO) and when a payment last came in; null when never.
     */
    bank: z.object({ enabled: z.boolean(), lastCallAt: z.string().nullable(), lastPaymentAt: z.string().nullable() }),
  }),
});
export type JobsAnswer = z.infer<typeof JobsAnswerSchema>;

/**
 * The last `days` calendar days in Pakistan time ending with the day of `now`, oldest first, each with the
 * count found in `counts` (by YYYY-MM-DD) or 0.
 */
export function fillDays(counts: ReadonlyMap<string, number>, now: Date, days = MAIL_CHART_DAYS): MailsPerDay[] {
  const today = new Date(now.getTime() + 5 * 3_600_000);
  return Array.from({ length: days }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1 - i)));
    const day = d.toISOString().slice(0, 10);
    return { day, sent: counts.get(day) ?? 0 };
  });
}
