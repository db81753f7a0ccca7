import { z } from 'zod';
import { DateTimeSchema, envelope, type Json, MessageAnswerSchema } from '../answers.js';

// The endowment routes' answers: declared by the server, read as types by the web (dates arrive as ISO strings).

/** GET /api/eft/check-eft-eligibility (`eligible` in both places: clients read either). */
export const EftEligibilityAnswerSchema = z.object({
  success: z.boolean(),
  eligible: z.boolean(),
  data: z.object({ eligible: z.boolean(), reason: z.string().nullable(), reasonCode: z.string().nullable(), isLive: z.boolean() }),
});
export type EftEligibilityAnswer = z.infer<typeof EftEligibilityAnswerSchema>;

/** A schedule (window in which students apply). */
export const EftScheduleRowSchema = z.looseObject({ ID: z.number(), TITLE: z.string(), OPENS_AT: DateTimeSchema, CLOSES_AT: DateTimeSchema });

/** GET /api/eft/get-live-schedule: the schedule open now, if any (isLive also inside data). */
export const EftLiveScheduleAnswerSchema = z.object({
  success: z.boolean(),
  isLive: z.boolean(),
  data: EftScheduleRowSchema.extend({ isLive: z.boolean() }).nullable(),
});
export type EftLiveScheduleAnswer = Json<z.infer<typeof EftLiveScheduleAnswerSchema>>;

/** POST /api/eft/apply: the new application. */
export const EftAppliedAnswerSchema = MessageAnswerSchema.extend({ data: z.object({ ID: z.number(), SCHEDULE_ID: z.number(), REQ_STATUS: z.number() }) });
/** POST /api/eft/my-applications/{id}/document: the application, back in review. */
export const EftDocumentReplacedAnswerSchema = MessageAnswerSchema.extend({ data: z.object({ ID: z.number(), REQ_STATUS: z.number() }) });

/** An application as its student sees it (My Requests). */
export const MyEftApplicationSchema = z.looseObject({
  ID: z.number(),
  SCHEDULE_TITLE: z.string(),
  APPLIED_AT: DateTimeSchema,
  UPDATED_AT: DateTimeSchema,
  REQ_STATUS: z.number(),
  STATUS: z.string(),
  COMMENT: z.string(),
  NEXT_STEP: z.string().nullable(),
  CAN_UPLOAD: z.boolean(),
  DOC_NAME: z.string(),
});
export type MyEftApplication = Json<z.infer<typeof MyEftApplicationSchema>>;
export const MyEftApplicationsAnswerSchema = envelope(z.array(MyEftApplicationSchema));

/** An application of the staff list. */
export const EftApplicationRowSchema = z.looseObject({
  ID: z.number(),
  SCHEDULE_ID: z.number(),
  SCHEDULE_TITLE: z.string(),
  STUDENT_ID: z.number(),
  NM: z.string(),
  F_NM: z.string(),
  ROLNO: z.string(),
  CLASS: z.string(),
  SESSION: z.string(),
  DEPARTMENT: z.string(),
  HOUSEHOLD_INCOME: z.number(),
  DEPENDANTS: z.number(),
  GUARDIAN_OCCUPATION: z.string(),
  REASON: z.string(),
  DOC_NAME: z.string(),
  DOC_TYPE: z.string(),
  DOC_SIZE: z.number(),
  REQ_STATUS: z.number(),
  STATUS: z.string(),
  /** Still waiting past its target working days; `filters.OVERDUE=yes` keeps only these. */
  OVERDUE: z.boolean().optional(),
  COMMENT: z.string(),
  APPLIED_AT: DateTimeSchema,
  UPDATED_AT: DateTimeSchema,
});
export type EftApplicationRow = Json<z.infer<typeof EftApplicationRowSchema>>;
/** GET /api/eft/applications: `{ rows, total }`. */
export const EftApplicationsAnswerSchema = envelope(z.looseObject({ rows: z.array(EftApplicationRowSchema), total: z.number() }));

/** One line of an application's history. */
export const EftHistoryEntrySchema = z.looseObject({
  AT: DateTimeSchema,
  ACTOR_NAME: z.string(),
  ACTION: z.string(),
  BEFORE: z.looseObject({}).nullable(),
  AFTER: z.looseObject({}).nullable(),
});
export type EftHistoryEntry = Json<z.infer<typeof EftHistoryEntrySchema>>;
/** GET /api/eft/applications/{id}: the application with its history. */
export const EftApplicationAnswerSchema = envelope(EftApplicationRowSchema.extend({ HISTORY: z.array(EftHistoryEntrySchema) }));

/** A schedule of the staff list, with its applications and whether it is open now. */
export const EftScheduleListRowSchema = EftScheduleRowSchema.extend({ APPLICATIONS: z.number(), IS_LIVE: z.boolean() });
export type EftScheduleListRow = Json<z.infer<typeof EftScheduleListRowSchema>>;
export const EftSchedulesAnswerSchema = envelope(z.array(EftScheduleListRowSchema));
/** POST/PATCH /api/eft/schedules, POST …/close: the schedule as saved. */
export const EftScheduleSavedAnswerSchema = MessageAnswerSchema.extend({ data: EftScheduleRowSchema });
