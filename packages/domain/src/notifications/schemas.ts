import { z } from 'zod';
import { optionalEmailSchema } from '../email.js';
import { IdSchema, wholeNumberSchema } from '../ids.js';
import { MSG } from '../messages.js';
import { LANGS } from './events.js';
import { NOTIFICATION_MSG } from './messages.js';

export const NotificationsQuerySchema = z.object({
  page: wholeNumberSchema({ min: 1, max: 1_000_000, message: MSG.badNumber }).default(1),
  pageSize: wholeNumberSchema({ min: 1, max: 100, message: MSG.badNumber }).default(20),
  /** The reader's language: notifications are put into words in it (rows from before events were kept stay as written). */
  lang: z.enum(LANGS, { error: NOTIFICATION_MSG.language }).default('en'),
});

export const MarkReadBodySchema = z
  .object({ ids: z.array(IdSchema).max(500).optional(), all: z.literal(true).optional() })
  .refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, NOTIFICATION_MSG.markWhich);
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;

export const NotificationRowSchema = z.object({
  ID: z.number().int(),
  KIND: z.string(),
  D_ID: z.number().int().nullable(),
  D_NM: z.string().nullable(),
  TITLE: z.string(),
  BODY: z.string(),
  /** The language TITLE and BODY are written in (the reader's, or a legacy row's own). */
  LANG: z.enum(LANGS),
  LINK: z.string(),
  CREATED_AT: z.string(),
  READ_AT: z.string().nullable(),
});
export type NotificationRow = z.infer<typeof NotificationRowSchema>;

export const NotificationsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ rows: z.array(NotificationRowSchema), total: z.number().int(), unread: z.number().int() }),
});

export const UnreadAnswerSchema = z.object({ success: z.literal(true), data: z.object({ unread: z.number().int() }) });

export const LanguageBodySchema = z.object({ lang: z.enum(LANGS, { error: NOTIFICATION_MSG.language }) });

/** A student's email address (validated; empty clears it) and whether notifications come by email. */
export const NotificationSettingsSchema = z.object({
  EMAIL: optionalEmailSchema(MSG.validEmail),
  EMAIL_NOTIFY: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
