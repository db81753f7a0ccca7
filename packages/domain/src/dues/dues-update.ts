import { z } from 'zod';
import { DUES_CODE, type DuesCode } from '../id-cards/cards.js';
import { MIN_DUES_AMOUNT } from '../limits.js';
import { MSG } from '../messages.js';
import { requiredText } from '../required-text.js';
import { DUES_MSG } from './messages.js';
import { M, type Message, zodIssueMessage } from '../message-codes.js';

export { DUES_MSG } from './messages.js';

/** The largest due accepted: a card fee above a million rupees is a typing mistake. */
export const MAX_DUES_AMOUNT = 1_000_000;

export const DUES_CODES = Object.values(DUES_CODE) as [DuesCode, ...DuesCode[]];

/** "Only" as a word, any case (challans add it themselves). */
const ONLY_WORD = /\bonly\b/i;

/** One row of `GET /challan-dues` (card dues entry). */
export const DuesRowSchema = z.object({
  req_snm: z.string(),
  req_def: z.string(),
  dues: z.number().int(),
  dues_desc: z.string(),
});
export type DuesRow = z.infer<typeof DuesRowSchema>;

/** `GET /challan-dues`: a nested array whose first element is the list of dues rows. */
export const DuesListAnswerSchema = z.tuple([z.array(DuesRowSchema)]);

/** `PATCH /challan-dues`: an array with affectedRows. */
export const DuesUpdateAnswerSchema = z.tuple([z.object({ affectedRows: z.number().int(), changedRows: z.number().int() })]);

/**
 * `PATCH /challan-dues` body: the due to change, its new amount and the amount in words.
 * The amount rules of a dues change are here; "must differ from the previous value" needs the stored row and
 * is `duesChangeError`.
 */
export const DuesUpdateBodySchema = z.object({
  req_type: z.enum(DUES_CODES, { error: DUES_MSG.unknownDues }),
  new_dues: z.coerce
    .number({ error: DUES_MSG.wholeRupees })
    .int(DUES_MSG.wholeRupees)
    .min(0, MSG.duesNegative)
    .min(MIN_DUES_AMOUNT, MSG.duesTooSmall)
    .max(MAX_DUES_AMOUNT, DUES_MSG.tooLarge),
  new_dues_desc: requiredText(DUES_MSG.wordsRequired)
    .max(200, DUES_MSG.wordsRequired)
    .refine((s) => !ONLY_WORD.test(s), DUES_MSG.wordsWithOnly),
});
export type DuesUpdateBody = z.infer<typeof DuesUpdateBodySchema>;

/**
 * Every rule of a dues change in a fixed order: differs from the stored value or words,
 * not negative, at least 1000, words without "Only". Returns the first broken rule's message, or null.
 * The web checks before sending; the server checks again against the row it locked.
 */
export function duesChangeError(current: { dues: number; dues_desc: string }, next: { new_dues: unknown; new_dues_desc: unknown }): Message | null {
  const amount = typeof next.new_dues === 'string' ? next.new_dues.trim() : next.new_dues;
  const words = typeof next.new_dues_desc === 'string' ? next.new_dues_desc.trim() : '';
  if (Number(amount) === current.dues && words === current.dues_desc.trim()) return M.common.duesSameValue;
  const parsed = DuesUpdateBodySchema.shape.new_dues.safeParse(amount === '' ? undefined : amount);
  if (!parsed.success) return zodIssueMessage(parsed.error.issues[0]);
  const desc = DuesUpdateBodySchema.shape.new_dues_desc.safeParse(next.new_dues_desc);
  if (!desc.success) return zodIssueMessage(desc.error.issues[0]);
  return null;
}
