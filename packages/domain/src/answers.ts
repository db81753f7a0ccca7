import { z } from 'zod';

/** The general answer envelope (used where a call has no answer shape of its own). */
export const MessageAnswerSchema = z.object({ success: z.boolean(), msg: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

/** An action's answer that only says it was done: `{ success: true, msg }`. */
export const DoneAnswerSchema = z.object({ success: z.literal(true), msg: z.string() });

/** One field's problem in a refused payload: its name (nested ones dotted), the words and their message code. */
const FieldErrorSchema = z.object({ field: z.string(), msg: z.string(), msgCode: z.string().optional() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * Every refusal and failure: `{ success: false, msg, code }` (4xx and 5xx of every route). Loose, so what the
 * error handler adds (a message code) reaches the client unchanged.
 * `fieldErrors`: a payload that failed its schema names every field's first problem (the first is `msg` too).
 */
export const ErrorAnswerSchema = z.looseObject({ success: z.literal(false), msg: z.string(), code: z.string().optional(), fieldErrors: z.array(FieldErrorSchema).optional() });

/**
 * The bytes of a file answer (PDF, photo, spreadsheet, archive), as OpenAPI writes them: a binary string. Typed
 * as the bytes a handler sends (a Buffer is a Uint8Array); fastify sends bytes as they are, without serializing.
 */
export const BinarySchema = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<string | Uint8Array>;

/** The media types of the portal's file answers. */
export const MEDIA_TYPE = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  csv: 'text/csv',
} as const;

/** A file answer of one media type, for a route's `response` (a 200 that is the file itself). */
export const binaryAnswer = (mediaType: (typeof MEDIA_TYPE)[keyof typeof MEDIA_TYPE], description: string) => ({
  description,
  content: { [mediaType]: { schema: BinarySchema } },
});

/** A point in time in an answer: the server hands a Date or an ISO string; the client reads the ISO string. */
export const DateTimeSchema = z.union([z.string(), z.date()]);

/** An answer as the client reads it from JSON: every Date of the server's side arrives as an ISO string. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** A refusal inside an answer's data, with its code (made by `reasonFields`): a screen translates it by code. */
export const CodedReasonSchema = z.object({ reason: z.string(), msgCode: z.string(), msgArgs: z.array(z.string()).optional() });

export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ success: z.boolean(), msg: z.string().optional(), data });

export const StatusOptionSchema = z.object({ REQ_ID: z.number().int(), REQ_DEF: z.string() });
export type StatusOption = z.infer<typeof StatusOptionSchema>;
