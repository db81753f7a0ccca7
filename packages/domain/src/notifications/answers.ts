import { z } from 'zod';

/** GET /api/student/notification-settings: the student's email address, email on/off and language. */
export const NotificationSettingsDataSchema = z.object({ EMAIL: z.string().nullable(), EMAIL_NOTIFY: z.boolean(), LANG: z.string() });
export type NotificationSettingsData = z.infer<typeof NotificationSettingsDataSchema>;
export const NotificationSettingsAnswerSchema = z.object({ success: z.boolean(), data: NotificationSettingsDataSchema.optional() });

/** GET /api/staff/digest: whether this staff account gets the daily digest email, and its address. */
export const StaffDigestSchema = z.object({ DIGEST: z.boolean(), EMAIL: z.string().nullable() });
export type StaffDigest = z.infer<typeof StaffDigestSchema>;
export const StaffDigestAnswerSchema = z.object({ success: z.boolean(), data: StaffDigestSchema.optional() });
