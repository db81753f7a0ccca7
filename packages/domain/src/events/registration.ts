import { z } from 'zod';
import { CNIC_LENGTH, MIN_FULL_NAME_LENGTH, PHONE_LENGTH } from '../limits.js';
import { isEmailAddress } from '../email.js';
import { MSG } from '../messages.js';
import { requiredText } from '../required-text.js';
import { isKnownCity } from './cities.js';
import { EVENT_MSG } from './messages.js';

/** Level-of-education options of the registration form, in the order shown. */
export const EDUCATION_LEVELS = [
  'Matric',
  'Intermediate (F.A, F.Sc, ICS)',
  'Associate Ordinary Bachelor (BA/BSc)',
  'Bachelor (BS, MA/MSc (16), LLB)',
  'Masters (M.Phil/MS/MBA)',
  'Doctoral (PhD)',
] as const;

/** The empty choice of the level-of-education select; it does not count as an answer. */
export const EDUCATION_PLACEHOLDER = 'Select...';

/** Longest accepted values (the database columns). */
export const REGISTRATION_MAX = { name: 100, email: 254, institutionName: 150, city: 60 } as const;

const LETTERS_COMMA_SPACE = /^[A-Za-z, ]+$/;

const required = (message: string = MSG.requiredField) => requiredText(message);

/**
 * One registration: the rules of the public form, checked by the form on every change and
 * by `POST /api/client/registerAttendees`. Checks run in the order listed; the first failure of a field
 * is its message.
 */
export const RegistrationSchema = z.object({
  name: required().min(MIN_FULL_NAME_LENGTH, MSG.enterFullName).max(REGISTRATION_MAX.name, EVENT_MSG.tooLong).regex(LETTERS_COMMA_SPACE, EVENT_MSG.lettersOnly),
  // Any valid address (the portal's one e-mail rule), `.pk` and `.edu.pk` included.
  email: required().max(REGISTRATION_MAX.email, EVENT_MSG.tooLong).refine(isEmailAddress, MSG.validEmail),
  CNIC: required().min(CNIC_LENGTH, MSG.cnicLength).regex(/^\d+$/, EVENT_MSG.cnicDigits).max(CNIC_LENGTH, EVENT_MSG.cnicDigits),
  phoneNumber: required()
    .min(PHONE_LENGTH, MSG.phoneLength)
    .regex(/^0\d+$/, EVENT_MSG.phoneDigits)
    .max(PHONE_LENGTH, EVENT_MSG.phoneDigits),
  city: required(MSG.requiredFieldDot).max(REGISTRATION_MAX.city, EVENT_MSG.unknownCity).refine(isKnownCity, EVENT_MSG.unknownCity),
  levelofEducation: required()
    .refine((v) => v !== EDUCATION_PLACEHOLDER, MSG.requiredField)
    .refine((v) => v === EDUCATION_PLACEHOLDER || (EDUCATION_LEVELS as readonly string[]).includes(v), EVENT_MSG.unknownLevel),
  institutionName: required().max(REGISTRATION_MAX.institutionName, EVENT_MSG.tooLong).regex(LETTERS_COMMA_SPACE, EVENT_MSG.lettersOnly),
});
export type Registration = z.infer<typeof RegistrationSchema>;
export type RegistrationField = keyof Registration;
export const REGISTRATION_FIELDS = Object.keys(RegistrationSchema.shape) as RegistrationField[];

/** The body of `POST /api/client/registerAttendees` ("Data holding the registration fields"). */
export const RegisterAttendeesBodySchema = z.object(
  {
    Data: RegistrationSchema.extend({
      /** The event registered for; required only when more than one event is open. */
      eventCode: z.string().trim().max(32).optional(),
    }),
  },
  { error: MSG.requiredField },
);

/** What the form's inputs hold before anything is typed. */
export const EMPTY_REGISTRATION: Record<RegistrationField, string> = {
  name: '',
  email: '',
  CNIC: '',
  phoneNumber: '',
  city: '',
  levelofEducation: EDUCATION_PLACEHOLDER,
  institutionName: '',
};

/** The CNIC input keeps digits only and at most 13 of them ("numeric, cut to 13 digits"). */
export const cnicInput = (raw: string) => raw.replace(/\D/g, '').slice(0, CNIC_LENGTH);

/** The phone input keeps digits only, forces a leading 0 and cuts to 11 characters. */
export function phoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  return (digits.startsWith('0') ? digits : `0${digits}`).slice(0, PHONE_LENGTH);
}

/** The first message of every failing field (for showing errors under the inputs). */
export function registrationErrors(values: Record<RegistrationField, string>): Partial<Record<RegistrationField, string>> {
  const parsed = RegistrationSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as RegistrationField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
