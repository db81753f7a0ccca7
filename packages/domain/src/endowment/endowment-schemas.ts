import { z } from 'zod';
import { codeSchema } from '../ids.js';
import { MAX_COMMENT_LENGTH } from '../limits.js';
import { listQuery } from '../paging.js';
import { requiredText } from '../required-text.js';
import { rejectionLacksComment } from '../workflow/rejection.js';
import { EFT_MSG, EFT_STATUS_IDS } from './endowment.js';
import { MSG } from '../messages.js';

// Apart from ./endowment.ts: the staff lists read its statuses without loading zod; only the endowment
// forms validate with these schemas.

const wholeNumber = (msg: string, min: number, max: number) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

/** Fields of an endowment-fund application (the supporting document travels beside them). */
export const EftApplicationSchema = z.object({
  HOUSEHOLD_INCOME: wholeNumber(EFT_MSG.income, 0, 10_000_000),
  DEPENDANTS: wholeNumber(EFT_MSG.dependants, 0, 30),
  GUARDIAN_OCCUPATION: requiredText(EFT_MSG.occupation, 2).max(100, EFT_MSG.occupation),
  REASON: requiredText(EFT_MSG.reason, 20).max(2000, 'Reason is too long (at most 2000 characters)'),
});
export type EftApplication = z.infer<typeof EftApplicationSchema>;

export const EftDecisionSchema = z
  .object({
    STATUS: codeSchema('Please select a status').refine((n) => (EFT_STATUS_IDS as readonly number[]).includes(n), 'Please select a status'),
    COMMENT: z.string().trim().max(MAX_COMMENT_LENGTH, `Comment is too long (at most ${MAX_COMMENT_LENGTH} characters)`).default(''),
  })
  .refine((b) => !rejectionLacksComment(b.STATUS, b.COMMENT), { message: MSG.rejectionNeedsComment, path: ['COMMENT'] });
export type EftDecision = z.infer<typeof EftDecisionSchema>;

export const EftScheduleSchema = z
  .object({
    TITLE: requiredText(EFT_MSG.scheduleTitle, 3).max(120, EFT_MSG.scheduleTitle),
    OPENS_AT: z.coerce.date({ error: 'Please enter the opening date' }),
    CLOSES_AT: z.coerce.date({ error: 'Please enter the closing date' }),
  })
  .refine((s) => s.CLOSES_AT > s.OPENS_AT, { message: EFT_MSG.scheduleDates, path: ['CLOSES_AT'] });
export type EftSchedule = z.infer<typeof EftScheduleSchema>;

/** The columns the staff endowment list sorts and filters by (OVERDUE: `yes` keeps the overdue rows). */
export const EFT_LIST_COLUMNS = {
  sort: ['APPLIED_AT', 'HOUSEHOLD_INCOME', 'DEPENDANTS', 'NM', 'STATUS'],
  filter: ['NM', 'ROLNO', 'CLASS', 'DEPARTMENT', 'SCHEDULE_TITLE', 'APPLIED_AT', 'STATUS', 'OVERDUE'],
} as const;
export type EftSortColumn = (typeof EFT_LIST_COLUMNS.sort)[number];
export type EftFilterColumn = Exclude<(typeof EFT_LIST_COLUMNS.filter)[number], 'OVERDUE'>;
/** `GET /api/eft/applications`: paging, sort and filters on the list's columns. */
export const EftListQuerySchema = listQuery(EFT_LIST_COLUMNS);
