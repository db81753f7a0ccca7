import { z } from 'zod';
import { envelope, MessageAnswerSchema } from '../answers.js';
import { pagedSchema } from '../paging.js';
import type { NextStepCode } from '../tracker/next-step.js';
import { ChallanSchema, ClearanceListRowSchema, ClearanceRowSchema } from './schemas.js';

// The answers of the clearance routes: the server declares them (and serializes with them), the web infers its
// types from them. Kept apart from the request schemas so a screen importing a rule does not carry them.

/** "What to do next" (tracker/next-step.ts): a code with parameters, and the English sentence. */
const NEXT_STEP_CODES = [
  'cleared', 'rejected', 'pay-challan', 'return-books', 'return-card', 'submit-thesis', 'provide-info', 'provide-documents',
  'upload-photo', 'clear-dues', 'pay-fee', 'waiting-for', 'waiting-for-departments', 'with-office', 'collect',
] as const satisfies readonly NextStepCode[];
export const NextStepSchema = z.object({
  code: z.enum(NEXT_STEP_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
  studentActs: z.boolean(),
});

/** POST /api/clearance-requests/student/checkApplication: the student's application, or none. */
export const CheckApplicationAnswerSchema = envelope(z.array(z.object({ T_ID: z.number(), CLR_ID: z.string(), REQ_STATUS: z.number(), APPLY_DATE: z.string() })));

/** POST /api/clearance-requests/student/checkStudentImg: whether the student has a photo on file. */
export const StudentImgAnswerSchema = z.object({ success: z.boolean(), exists: z.boolean() });

/** GET /api/clearance-requests/heads/getChallanHeads: the challan heads the caller's office issues. */
export const ChallanHeadsAnswerSchema = envelope(z.array(z.object({ REQ_ID: z.number(), REQ_DEF: z.string() })));

const HostelSchema = z.object({ hostel_id: z.number(), hostel_name: z.string() });
const LibrarySchema = z.object({ lib_id: z.number(), d_id: z.number(), lib_name: z.string() });
/** GET /api/clearance-requests/student/libraries-hostels: each list wrapped in a one-element array. */
export const LibrariesHostelsAnswerSchema = z.object({ success: z.boolean(), hostels: z.array(z.array(HostelSchema)), libraries: z.array(z.array(LibrarySchema)) });
export type LibrariesHostels = { hostels: z.infer<typeof HostelSchema>[]; libraries: z.infer<typeof LibrarySchema>[] };

/** A challan as the challan table, the tracker and downloadChallan show it (a card challan has no request). */
export const ChallanAnswerSchema = ChallanSchema.extend({
  T_ID: z.number().nullable(),
  /** The 18-digit number to pay it by at any bank, ATM, internet or mobile banking (1Bill / Kuickpay): an unpaid challan's, while the banks' calls are on. */
  CONSUMER_NUMBER: z.string().optional(),
});

/** GET /api/clearance-requests/student/my: the application with every department's progress (null when none). */
export const MyApplicationAnswerSchema = envelope(
  z
    .object({
      request: z.object({
        T_ID: z.number(),
        CLR_ID: z.string(),
        REQUEST_TYPE: z.string(),
        APPLY_DATE: z.string(),
        REQ_STATUS: z.number(),
        REQ_DEF: z.string(),
        ROWS_APPROVED: z.number(),
        ROWS_TOTAL: z.number(),
        LIB_NAME: z.string(),
        HOSTEL_NAME: z.string().nullable(),
        REASON: z.string(),
      }),
      rows: z.array(ClearanceRowSchema),
      challans: z.array(ChallanAnswerSchema),
    })
    .nullable(),
);

/** POST /api/clearance-requests/admin: `{ rows, total }` with paging, else `data[0]` the list. */
export const ClearanceListAnswerSchema = z.union([
  pagedSchema(ClearanceListRowSchema).extend({ success: z.boolean() }),
  z.object({ success: z.boolean(), data: z.array(z.array(ClearanceListRowSchema)) }),
]);

/** The request as the staff dialog reads it (data[0][0] of GET /api/clearance-requests/{T_ID}). */
export const ClearanceRequestDetailSchema = z.object({
  T_ID: z.number(),
  CLR_ID: z.string(),
  C_CODE: z.number(),
  MAJ_ID: z.number(),
  SE_ID: z.number(),
  YEAR: z.number(),
  RN: z.number(),
  STD_ROLLNO: z.string(),
  STD_NAME: z.string(),
  F_NAME: z.string(),
  PH1: z.string(),
  PH2: z.string(),
  DEPT: z.string(),
  CLASS: z.string(),
  SESSION: z.string(),
  PRINTTITLE: z.string(),
  ADDRESS: z.string(),
  MAIL_ADDRESS: z.string(),
  HOSTEL_NAME: z.string().nullable(),
  LIB_NAME: z.string(),
  REASON: z.string(),
  STD_CARD_POSSESSION: z.boolean(),
  APPLY_DATE: z.string(),
  REQ_ID: z.number(),
  REQ_STATUS: z.number(),
  REQ_DEF: z.string(),
  ROWS_APPROVED: z.number(),
  ROWS_TOTAL: z.number(),
  VERIFY_CODE: z.string(),
});
export type ClearanceRequestDetail = z.infer<typeof ClearanceRequestDetailSchema>;

/** One line of a request's change history, newest first. */
export const HistoryEntrySchema = z.object({
  ID: z.number(),
  AT: z.string(),
  ACTOR: z.string(),
  ENTITY: z.string(),
  ACTION: z.string(),
  /** The changed fields before and after (a JSON object, or null). */
  BEFORE: z.looseObject({}).nullable(),
  AFTER: z.looseObject({}).nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** GET /api/clearance-requests/{T_ID}: data[0][0] the request, data[1] the status rows, data[2] its history. */
export const ClearanceDetailAnswerSchema = z.object({
  success: z.boolean(),
  data: z.tuple([z.tuple([ClearanceRequestDetailSchema]), z.array(ClearanceRowSchema), z.array(HistoryEntrySchema)]),
});

/** POST /api/clearance-requests/challans/allChallans: the challans this department sees (msg when none). */
export const AllChallansAnswerSchema = z.object({ success: z.boolean(), msg: z.string(), data: z.array(ChallanAnswerSchema) });

/** POST /api/clearance-requests/newChallan: the new challan's id. */
export const NewChallanAnswerSchema = MessageAnswerSchema.extend({ data: z.object({ CHALLAN_ID: z.number() }) });

/** GET /api/clearance-requests/downloadChallan/{id} as JSON (the PDF otherwise). */
export const ChallanFieldsAnswerSchema = envelope(
  z.array(
    z.object({
      CHALLAN_ID: z.number(),
      T_ID: z.number().nullable(),
      STD_NAME: z.string(),
      ROLLNO: z.string(),
      BAL: z.number(),
      DUE_DT: z.string(),
      DES: z.string(),
      D_NM: z.string(),
      PAID: z.number(),
    }),
  ),
);

/** GET /api/verify/{code}: a clearance form or certificate, or a bank challan (standing or cancelled). */
export const VerifiedDocumentSchema = z.object({
  genuine: z.boolean(),
  kind: z.string(),
  reference: z.string(),
  STD_NAME: z.string(),
  STD_ROLLNO: z.string(),
  PRINTTITLE: z.string().optional(),
  APPLY_DATE: z.string().optional(),
  status: z.string(),
  approved: z.boolean(),
  rows: z.array(z.object({ D_NM: z.string(), REQ_DEF: z.string() })).optional(),
  challanKind: z.string().optional(),
  DES: z.string().optional(),
  BAL: z.number().optional(),
  DUE_DT: z.string().optional(),
  D_NM: z.string().optional(),
  /** A challan its office cancelled: when (ISO) and by which office. */
  cancelled: z.boolean().optional(),
  CANCELLED_AT: z.string().optional(),
  CANCELLED_BY: z.string().optional(),
});
export type VerifiedDocument = z.infer<typeof VerifiedDocumentSchema>;
export const VerifyAnswerSchema = envelope(VerifiedDocumentSchema);

const ProgressChallanSchema = ChallanAnswerSchema;
/** One department of the student's tracker. */
export const ProgressDepartmentSchema = z.object({
  D_ID: z.number(),
  D_NM: z.string(),
  REQ_ID: z.number(),
  REQ_DEF: z.string(),
  COMMENT: z.string(),
  VENUE: z.string(),
  DATE: z.string(),
  /** The office or role that last changed the row (null: nobody yet). */
  ACTED_BY: z.string().nullable(),
  nextStep: NextStepSchema,
  challans: z.array(ProgressChallanSchema),
});
/** GET /api/student/clearance-progress: each department's state and next step. */
export const ClearanceProgressSchema = z.object({
  T_ID: z.number(),
  CLR_ID: z.string(),
  APPLY_DATE: z.string(),
  REQ_STATUS: z.number(),
  REQ_DEF: z.string(),
  cleared: z.number(),
  total: z.number(),
  remainingBeforeExam: z.array(z.number()),
  unpaidChallans: z.number(),
  certificateReady: z.boolean(),
  overall: NextStepSchema,
  departments: z.array(ProgressDepartmentSchema),
  challans: z.array(ProgressChallanSchema),
});
/** `data` is null before the student applied (nothing to track yet: an answer, not an error). */
export const ClearanceProgressAnswerSchema = envelope(ClearanceProgressSchema.nullable());
export type ClearanceDetailAnswer = z.infer<typeof ClearanceDetailAnswerSchema>;
