import { z } from 'zod';
import { requiredText } from '../required-text.js';
import { BLOOD_GROUP_OPTIONS, CARD_MSG } from './card-application.js';

// Apart from ./card-application.ts: the student screens read its rules and statuses without loading
// zod; only the application form validates with this schema.

const phone = (msg: string) => z.string({ error: msg }).trim().regex(/^0\d{10}$/, msg);

/** The fields of a new or duplicate ID-card application (the photo travels beside them). */
export const CardApplicationSchema = z.object({
  S_CONTACT: phone(CARD_MSG.contact),
  F_CONTACT: phone(CARD_MSG.guardianContact),
  B_GROUP: z.enum(BLOOD_GROUP_OPTIONS, { error: CARD_MSG.bloodGroup }),
  ADDRESS: requiredText(CARD_MSG.address, 5).max(300, 'Address is too long (at most 300 characters)'),
});
export type CardApplication = z.infer<typeof CardApplicationSchema>;
