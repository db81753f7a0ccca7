import { z } from 'zod';
import { STATUS } from '../statuses.js';
import { EFT_MSG, EFT_STATUS_IDS } from './endowment.js';

// Apart from ./endowment.ts: the staff lists read its statuses without loading zod; only the endowment
// forms validate with these schemas (issue 13).

const wholeNumber = (msg: string, min: number, max: number) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

/** Fields of an endowment-fund application (the supporting document travels beside them). */
export const EftApplicationSchema = z.object({
  HOUSEHOLD_INCOME: wholeNumber(EFT_MSG.income, 0, 10_000_000),
  DEPENDANTS: wholeNumber(EFT_MSG.dependants, 0, 30),
  GUARDIAN_OCCUPATION: z.string({ error: EFT_MSG.occupation }).trim().min(2, EFT_MSG.occupation).max(100, EFT_MSG.occupation),
  REASON: z.string({ error: EFT_MSG.reason }).trim().min(20, EFT_MSG.reason).max(2000, 'Reason is too long (at most 2000 characters)'),
});
export type EftApplication = z.infer<typeof EftApplicationSchema>;

export const EftDecisionSchema = z
  .object({
    STATUS: z.coerce.number({ error: 'Please select a status' }).int().refine((n) => (EFT_STATUS_IDS as readonly number[]).includes(n), 'Please select a status'),
    COMMENT: z.string().trim().max(1000, 'Comment is too long (at most 1000 characters)').default(''),
  })
  .refine((b) => b.STATUS !== STATUS.REJECTED || b.COMMENT.length > 0, { message: EFT_MSG.rejectionNeedsComment, path: ['COMMENT'] });
export type EftDecision = z.infer<typeof EftDecisionSchema>;

export const EftScheduleSchema = z
  .object({
    TITLE: z.string({ error: EFT_MSG.scheduleTitle }).trim().min(3, EFT_MSG.scheduleTitle).max(120, EFT_MSG.scheduleTitle),
    OPENS_AT: z.coerce.date({ error: 'Please enter the opening date' }),
    CLOSES_AT: z.coerce.date({ error: 'Please enter the closing date' }),
  })
  .refine((s) => s.CLOSES_AT > s.OPENS_AT, { message: EFT_MSG.scheduleDates, path: ['CLOSES_AT'] });
export type EftSchedule = z.infer<typeof EftScheduleSchema>;
