import { z } from 'zod';
import { MSG } from './messages.js';

/** The largest id a table holds (PostgreSQL `integer`/`serial`): a larger number names no row. */
export const MAX_ID = 2_147_483_647;

/** Digits only, no sign, no leading zero (except 0 itself), no spaces, no exponent, no other base. */
const CANONICAL_DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * A whole number as a caller may send it, and nothing looser: a JSON integer, or the same number written
 * as canonical decimal text (path segments, query strings and form fields are text by nature). So `36`
 * and `"36"` are 36; `true`, `[36]`, `"036"`, `"+36"`, `" 36"`, `"3.6e1"`, `"0x24"`, `1.5` are refused
 * with `message`, as is anything below `min`; above `max`, with `tooLarge` (default `message`).
 */
export function wholeNumberSchema({ min, max, message, tooLarge = message }: { min: number; max: number; message: string; tooLarge?: string }) {
  const pattern = min >= 1 ? /^[1-9][0-9]*$/ : CANONICAL_DECIMAL;
  return z.union(
    [
      z.number({ error: message }).int(message).min(min, message).max(max, tooLarge),
      z
        .string({ error: message })
        .regex(pattern, message)
        .transform(Number)
        .pipe(z.number().min(min, message).max(max, tooLarge)),
    ],
    { error: message },
  );
}

/**
 * The id of a record (a request, challan, route, stop, notification…): a positive whole number up to
 * MAX_ID, as `wholeNumberSchema` reads it (a larger one: MSG.numberOutOfRange). Every route's ids (path,
 * query string, body) use this.
 */
export const idSchema = (message: string = MSG.badId) => wholeNumberSchema({ min: 1, max: MAX_ID, message, tooLarge: MSG.numberOutOfRange });

/** An id with the generic message. */
export const IdSchema = idSchema();

/** A code chosen from a list (a status, a card type, a challan head, a programme code…): a whole number ≥ 0. */
export const codeSchema = (message: string = MSG.badNumber) => wholeNumberSchema({ min: 0, max: MAX_ID, message, tooLarge: MSG.numberOutOfRange });

/** An id read from a form field or another text outside a schema, or null when it is not one. */
export function parseId(value: unknown): number | null {
  const r = IdSchema.safeParse(value);
  return r.success ? r.data : null;
}

/**
 * A yes/no flag as a caller may send it: a JSON boolean, or the text `true`/`false` (query strings are
 * text). `"false"` is false (a plain coercion would make every non-empty text true).
 */
export const flagSchema = (message: string = MSG.badFlag) =>
  z.union([z.boolean({ error: message }), z.enum(['true', 'false'], { error: message }).transform((v) => v === 'true')], { error: message });
