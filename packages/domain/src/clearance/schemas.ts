import { z } from 'zod';
import { HOSTEL_DEPTS, LIBRARY_DEPTS } from '../departments.js';
import { codeSchema, idSchema } from '../ids.js';
import { MAX_COMMENT_LENGTH } from '../limits.js';
import { MSG } from '../messages.js';
import { listParams } from '../paging.js';
import { requiredText } from '../required-text.js';
import { CLEARANCE_REASONS } from './constants.js';
import { CLEARANCE_MSG } from './messages.js';

const id = idSchema;

/** POST /api/clearance-requests/student/new; keys in the order they are validated. */
export const NewApplicationSchema = z.object({
  mail_address: requiredText(MSG.mailingAddressRequired).max(500),
  reason: z.enum(CLEARANCE_REASONS, { error: MSG.reasonRequired }),
  hostel_id: z
    .union([z.number().int(), z.null()], { error: MSG.hostelRequired })
    .refine((h) => h === null || (HOSTEL_DEPTS as readonly number[]).includes(h), MSG.hostelRequired),
  card_poss: z
    .union([z.literal(1), z.literal(0), z.literal(true), z.literal(false)], { error: MSG.cardPossessionRequired })
    .transform((v) => v === 1 || v === true),
  d_id: z
    .number({ error: CLEARANCE_MSG.invalidLibrary })
    .int()
    .refine((d) => (LIBRARY_DEPTS as readonly number[]).includes(d), CLEARANCE_MSG.invalidLibrary),
});
export type NewApplication = z.infer<typeof NewApplicationSchema>;

/** POST /api/clearance-requests/student/checkApplication */
export const CheckApplicationSchema = z
  .object({
    C_CODE: codeSchema(),
    SE_ID: codeSchema(),
    MAJ_ID: codeSchema(),
    RN: codeSchema(),
    YEAR: codeSchema(),
  })
  .partial();
/** POST /api/clearance-requests/student/checkStudentImg */
export const CheckStudentImgSchema = z
  .object({ C_CODE: codeSchema(), MAJ_ID: codeSchema(), SE_ID: codeSchema(), ROLNO: z.string() })
  .partial();

/** The columns the staff clearance list sorts and filters by (OVERDUE: `yes` keeps the overdue rows). */
export const CLEARANCE_LIST_COLUMNS = {
  sort: ['APPLY_DATE', 'STD_NAME', 'STD_ROLLNO', 'CLASS', 'REQ_DEF', 'DATE', 'ROWS_APPROVED', 'T_ID'],
  filter: ['STD_NAME', 'STD_ROLLNO', 'CLASS', 'CLR_ID', 'APPLY_DATE', 'REQ_DEF', 'OVERDUE'],
} as const;
export type ClearanceSortColumn = (typeof CLEARANCE_LIST_COLUMNS.sort)[number];

/** POST /api/clearance-requests/admin: {STATUS} (this department's row status; empty: any) plus optional paging. */
export const AdminListSchema = listParams(CLEARANCE_LIST_COLUMNS).extend({
  STATUS: z.union([z.literal(''), z.null(), codeSchema()], { error: MSG.badNumber }).optional(),
});
export type AdminListParams = z.infer<typeof AdminListSchema>;

export const TidParamsSchema = z.object({ T_ID: id() });

/** PATCH /api/clearance-requests/update */
export const UpdateRowSchema = z.object({
  CLR_ID: z.union([z.string(), z.number()]).optional(),
  T_ID: id(),
  STATUS: codeSchema(CLEARANCE_MSG.statusNotAllowed),
  COMMENT: z.string().max(MAX_COMMENT_LENGTH, CLEARANCE_MSG.commentTooLong).nullable().optional(),
  VENUE: z.string().max(200, CLEARANCE_MSG.venueTooLong).nullable().optional(),
  /** The row version the form was opened with; a newer row refuses the save. */
  VERSION: z.number().int().positive().optional(),
});

const amount = (missing: string) =>
  z
    .union([z.number(), z.string()], { error: missing })
    .refine((v) => String(v).trim() !== '', missing)
    .refine((v) => String(v).trim() === '' || /^\d+$/.test(String(v).trim()), CLEARANCE_MSG.challanAmountNumeric)
    .transform((v) => Number(String(v).trim()))
    .refine((n) => n === 0 || (n >= 1 && n <= 10_000_000), CLEARANCE_MSG.challanAmountNumeric)
    .refine((n) => n > 0, missing);
const head = (missing: string) => idSchema(missing);

/** POST /api/clearance-requests/newChallan: CH_TYPE is a challan head, CH_AMOUNT whole rupees. */
export const NewChallanSchema = z.object({
  CLR_ID: z.union([z.string(), z.number()]).optional(),
  T_ID: id(),
  CH_TYPE: head(MSG.challanNeedsBoth),
  CH_AMOUNT: amount(MSG.challanNeedsBoth),
});
/** PATCH /api/clearance-requests/editChallan */
export const EditChallanSchema = z.object({ CH_ID: id(), CH_TYPE: head(MSG.challanEditNeedsBoth), CH_AMOUNT: amount(MSG.challanEditNeedsBoth) });
/** POST /api/clearance-requests/deleteChallan */
export const DeleteChallanSchema = z.object({ CHALLAN_ID: id() });
/** POST /api/clearance-requests/challans/allChallans */
export const AllChallansSchema = z.object({ T_ID: id() });
/** POST /api/clearance-requests/challans/recordPayment (built-in fee system) */
export const RecordPaymentSchema = z.object({ CHALLAN_ID: id() });

/** A request of the staff list (one row per request, this department's own row). */
export const ClearanceListRowSchema = z.object({
  T_ID: z.number(),
  CLR_ID: z.string(),
  STD_NAME: z.string(),
  STD_ROLLNO: z.string(),
  CLASS: z.string(),
  APPLY_DATE: z.string(),
  REQ_ID: z.number(),
  REQ_DEF: z.string(),
  VENUE: z.string(),
  DATE: z.string().nullable(),
  REQ_STATUS: z.number(),
  ROWS_APPROVED: z.number(),
  ROWS_TOTAL: z.number(),
  /** Still Pending with this department past its target working days; `filters.OVERDUE=yes` keeps only these. */
  OVERDUE: z.boolean().optional(),
});
export type ClearanceListRow = z.infer<typeof ClearanceListRowSchema>;

/** A status row of the progress table. */
export const ClearanceRowSchema = z.object({
  D_ID: z.number(),
  D_NM: z.string(),
  REQ_ID: z.number(),
  REQ_DEF: z.string(),
  VENUE: z.string(),
  COMMENT: z.string(),
  DATE: z.string().nullable(),
  /** Row version, sent back with a save. */
  VERSION: z.number().optional(),
});
export type ClearanceRow = z.infer<typeof ClearanceRowSchema>;

export const ChallanSchema = z.object({
  CHALLAN_ID: z.number(),
  D_ID: z.number(),
  D_NM: z.string(),
  DES: z.string(),
  BAL: z.number(),
  DUE_DT: z.string(),
  PAID: z.number(),
  PAID_AT: z.string().nullable(),
  CHALLAN_TYPE: z.number(),
  T_ID: z.number(),
  STD_NAME: z.string(),
  ROLLNO: z.string(),
});
export type Challan = z.infer<typeof ChallanSchema>;
