import { z } from 'zod';

/**
 * The portal's one e-mail rule, for every place an address is taken (the event registration, accounts,
 * the students file, notification settings, the command line) and for the mailer before it sends:
 * a plain address `local@domain.tld` — letters, digits and `. _ ' + -` before the `@` (no dot first, last
 * or doubled), a domain of dot-separated labels ending in two or more letters (`.com`, `.pk`, `.edu.pk`).
 * No display name, no quotes, no list: text a mail library would parse into another address is refused,
 * never rewritten.
 */
const PATTERN = z.email();

/** Longest address (the SMTP path limit) and longest part before the `@`. */
const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

/** Whether the text is an e-mail address by the portal's rule (as typed: trim it first). */
export function isEmailAddress(text: string): boolean {
  const at = text.lastIndexOf('@');
  return text.length <= EMAIL_MAX_LENGTH && at > 0 && at <= LOCAL_MAX_LENGTH && PATTERN.safeParse(text).success;
}

/** An optional address field: trimmed; empty means none (`''`); anything else must be an address. */
export const optionalEmailSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isEmailAddress(v), message);
