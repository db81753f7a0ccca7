import { z } from 'zod';
import { MessageAnswerSchema } from '../answers.js';
import { MSG } from '../messages.js';

// Apart from the no-change rule (workflow/no-change.ts), which the screens use: this module builds a zod schema
// when loaded, and a screen importing the rule should not carry zod with it.

/** The answer of a staff save: `unchanged` when it changed nothing (its msg then says so). */
export const SaveAnswerSchema = MessageAnswerSchema.extend({ unchanged: z.boolean().optional() });
export type SaveAnswer = z.infer<typeof SaveAnswerSchema>;

/** The answer of a save that changed nothing. */
export const unchangedAnswer = () => ({ success: true as const, msg: MSG.nothingChanged, unchanged: true });
