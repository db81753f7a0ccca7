import { z } from 'zod';
import { CodedReasonSchema } from '../answers.js';
import { isIdCardListType } from '../id-cards/lists.js';
import { codeSchema, idSchema } from '../ids.js';
import { requiredText } from '../required-text.js';
import { hasVisibleText } from '../visible-text.js';
import { BULK_KINDS, BULK_KINDS_WITH_DATE, BULK_KINDS_WITH_VENUE, MAX_BULK_ROWS } from './kinds.js';
import { BULK_MSG } from './messages.js';
import { MSG } from '../messages.js';

/** Trimmed text; empty, invisible (or absent) means "leave each row's value as it is". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (hasVisibleText(v) ? v! : undefined));

/**
 * POST /api/admin/bulk-update. Rows by `T_IDs` (the list's ids: T_ID, TRANS_ID or application ID) or by
 * `ROLNOs`; fields left out or empty keep each row's value. `cardType` (ID cards only) names the card
 * list the rows must belong to.
 */
export const BulkUpdateBodySchema = z
  .object({
    kind: z.enum(BULK_KINDS, { error: BULK_MSG.badKind }),
    T_IDs: z.array(idSchema(), { error: BULK_MSG.nothingSelected }).optional(),
    ROLNOs: z.array(requiredText(BULK_MSG.badRollNumber).max(32, BULK_MSG.badRollNumber)).optional(),
    STATUS: codeSchema(MSG.selectStatus).refine((n) => n > 0, MSG.selectStatus),
    COMMENT: optionalText(500),
    VENUE: optionalText(120),
    DIST_DT: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, BULK_MSG.badDistributionDate)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    cardType: codeSchema(BULK_MSG.badCardType).refine(isIdCardListType, BULK_MSG.badCardType).optional(),
    dryRun: z.boolean().optional().default(false),
  })
  .superRefine((b, ctx) => {
    const count = (b.T_IDs?.length ?? 0) + (b.ROLNOs?.length ?? 0);
    if (count === 0) ctx.addIssue({ code: 'custom', message: BULK_MSG.nothingSelected, path: ['T_IDs'] });
    if (count > MAX_BULK_ROWS) ctx.addIssue({ code: 'custom', message: BULK_MSG.tooManyRows(MAX_BULK_ROWS), path: ['T_IDs'] });
    if (b.DIST_DT && !BULK_KINDS_WITH_DATE.includes(b.kind)) ctx.addIssue({ code: 'custom', message: BULK_MSG.noDistributionDate, path: ['DIST_DT'] });
    if (b.VENUE && !BULK_KINDS_WITH_VENUE.includes(b.kind)) ctx.addIssue({ code: 'custom', message: BULK_MSG.noVenue, path: ['VENUE'] });
    if (b.cardType != null && b.kind !== 'idcard') ctx.addIssue({ code: 'custom', message: BULK_MSG.badCardType, path: ['cardType'] });
  });
export type BulkUpdateBody = z.infer<typeof BulkUpdateBodySchema>;
export type BulkUpdateInput = z.input<typeof BulkUpdateBodySchema>;

/** A refused row: its request or roll number, and why (with the message's code, for a translated screen). */
export const BulkRefusalSchema = CodedReasonSchema.extend({ T_ID: z.number().int().optional(), ROLNO: z.string().optional() });
export type BulkRefusal = z.infer<typeof BulkRefusalSchema>;
export const BulkChangeSchema = z.object({ T_ID: z.number().int(), ROLNO: z.string().optional() });
export type BulkChange = z.infer<typeof BulkChangeSchema>;
/** Rows changed, rows already as asked (nothing written for them), rows refused with the reason. */
export const BulkResultSchema = z.object({ changed: z.array(BulkChangeSchema), unchanged: z.array(BulkChangeSchema), refused: z.array(BulkRefusalSchema) });
export type BulkResult = z.infer<typeof BulkResultSchema>;
export const BulkUpdateAnswerSchema = z.object({ success: z.literal(true), data: BulkResultSchema });
