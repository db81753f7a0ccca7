import { z } from 'zod';
import { CARD_TYPE } from './cards.js';
import { codeSchema, idSchema } from '../ids.js';
import { FIRST_INTER_YEAR, MAX_COMMENT_LENGTH, MAX_MACHINE_ID_LENGTH, MAX_RF_ID_LENGTH } from '../limits.js';
import { listParams } from '../paging.js';
import { requiredText } from '../required-text.js';
import { REQUEST_STUDENT_FIELDS, STUDENT_KEY_FIELDS } from '../students/request-student.js';
import { hasVisibleText } from '../visible-text.js';
import { parseDistributionDate } from './dates.js';
import { ID_CARD_LIST_COLUMNS, isIdCardListType } from './lists.js';
import { ID_CARD_MSG } from './messages.js';

const tId = idSchema(ID_CARD_MSG.badTId);
const optionalInt = codeSchema().optional();

/** POST /api/admin/idcard-requests and …/deleted-idcard-requests: `{cardType}` plus optional paging. */
export const IdCardListBodySchema = listParams(ID_CARD_LIST_COLUMNS).extend({
  cardType: codeSchema(ID_CARD_MSG.badCardType).refine(isIdCardListType, ID_CARD_MSG.badCardType),
});
export type IdCardListBody = z.infer<typeof IdCardListBodySchema>;

/** `{T_ID}`: detail, delete, restore. */
export const IdCardTIdBodySchema = z.object({ T_ID: tId });
export const IdCardTIdParamsSchema = z.object({ T_ID: tId });

/** RF ID / machine number: at most 9 characters; empty clears. */
const shortCode = (msg: string, max: number) => z.string().trim().max(max, msg).nullable().optional();

/**
 * The normal edit form's payload: YEAR, RN, C_CODE, SE_ID, dtdistribution, venue,
 * status, comment, T_ID, MAJ_ID, ROLNO, RF_ID, MACHINE_ID. Identity fields are optional but must match
 * the request's student when given.
 */
export const IdCardFormBodySchema = z.object({
  T_ID: tId,
  YEAR: optionalInt,
  RN: optionalInt,
  C_CODE: optionalInt,
  SE_ID: optionalInt,
  MAJ_ID: optionalInt,
  ROLNO: z.string().trim().max(32).optional(),
  dtdistribution: z
    .string()
    .nullable()
    .optional()
    .refine((v) => parseDistributionDate(v) !== 'invalid', ID_CARD_MSG.badDistributionDate),
  venue: z.string().trim().max(200).nullable().optional(),
  status: codeSchema(ID_CARD_MSG.unknownStatus),
  comment: z.string().max(MAX_COMMENT_LENGTH).nullable().optional(),
  RF_ID: shortCode(ID_CARD_MSG.rfIdTooLong, MAX_RF_ID_LENGTH),
  MACHINE_ID: shortCode(ID_CARD_MSG.machineIdTooLong, MAX_MACHINE_ID_LENGTH),
});
export type IdCardFormBody = z.infer<typeof IdCardFormBodySchema>;

/** REQ_TYPE of the duplicate form: 2 duplicate, 3 triplicate, 7 quadruplicate, 8 clearance. */
export const DUP_FORM_REQ_TYPES = [CARD_TYPE.DUPLICATE, CARD_TYPE.TRIPLICATE, CARD_TYPE.QUADRUPLICATE, CARD_TYPE.CLEARANCE] as const;
export const IdCardDupFormBodySchema = IdCardFormBodySchema.extend({
  REQ_TYPE: codeSchema(ID_CARD_MSG.badCardType).refine((n) => (DUP_FORM_REQ_TYPES as readonly number[]).includes(n), ID_CARD_MSG.badCardType),
});

/** One row of the card lists plus what the screens need. Dates are ISO strings. */
export const IdCardRowSchema = z.object({
  T_ID: z.number().int(),
  TRANS_ID: z.number().int(),
  CARD_TYPE: z.number().int(),
  REQUEST_TYPE: z.string(),
  ATTEMPT_NO: z.number().int(),
  STD_NAME: z.string(),
  ROL_NO: z.string(),
  F_NAME: z.string(),
  CLASS: z.string(),
  MAJOR: z.string(),
  SESSION: z.string(),
  B_GROUP: z.string(),
  CONTACT: z.string(),
  ADDRESS: z.string(),
  DATE_OF_APPLY: z.string(),
  DISTRIBUTION_DATE: z.string().nullable(),
  RF_ID: z.string().nullable(),
  MACHINE_ID: z.string().nullable(),
  VENUE: z.string(),
  COMMENT: z.string(),
  STATUS: z.string(),
  REQ_STATUS: z.number().int(),
  ...STUDENT_KEY_FIELDS,
  HAS_PHOTO: z.boolean(),
  /** Deleted list only (null elsewhere). */
  DELETED_AT: z.string().nullable(),
  DELETED_BY: z.string().nullable(),
  /** Lists only: still Submitted with the card office past its target working days. */
  OVERDUE: z.boolean().optional(),
});
export type IdCardRow = z.infer<typeof IdCardRowSchema>;

/** The request detail plus the editable office-use fields. */
export const IdCardDetailSchema = z.object({
  T_ID: z.number().int(),
  CARD_TYPE: z.number().int(),
  REQUEST_TYPE: z.string(),
  YEAR: z.number().int(),
  RN: z.number().int(),
  C_CODE: z.number().int(),
  SE_ID: z.number().int(),
  MAJ_ID: z.number().int(),
  ...REQUEST_STUDENT_FIELDS,
  CLASS: z.string(),
  MAJOR: z.string(),
  SESSION: z.string(),
  ADDRESS: z.string(),
  BLOOD_GROUP: z.string(),
  Date_of_apply: z.string(),
  COMMENT: z.string(),
  VENUE: z.string(),
  REQ_STATUS: z.number().int(),
  STATUS: z.string(),
  DISTRIBUTION_DATE: z.string().nullable(),
  RF_ID: z.string().nullable(),
  MACHINE_ID: z.string().nullable(),
  ATTEMPT_NO: z.number().int(),
  HAS_PHOTO: z.boolean(),
});
export type IdCardDetail = z.infer<typeof IdCardDetailSchema>;

/** One audit entry of a request (the dialog's history). */
export const IdCardHistoryEntrySchema = z.object({
  ID: z.number().int(),
  AT: z.string(),
  ACTOR_NAME: z.string(),
  ACTION: z.string(),
  BEFORE: z.unknown(),
  AFTER: z.unknown(),
});
export type IdCardHistoryEntry = z.infer<typeof IdCardHistoryEntrySchema>;

/** POST /api/admin/delStdRecord: `{rolno}` or `{ROLNO}`. */
export const StudentRollNoBodySchema = z
  .object({ rolno: z.string().trim().max(32).optional(), ROLNO: z.string().trim().max(32).optional() })
  .refine((b) => hasVisibleText(b.ROLNO || b.rolno), ID_CARD_MSG.rollNoRequired);

/**
 * POST /api/delete-student-image-file: the edit payload or `{C_CODE, SE_ID, MAJ_ID, ROLNO}`; the roll
 * number finds the student, the other fields must match when given.
 */
export const DeleteStudentImageBodySchema = z
  .object({
    ROLNO: requiredText(ID_CARD_MSG.rollNoRequired).max(32),
    C_CODE: optionalInt,
    SE_ID: optionalInt,
    MAJ_ID: optionalInt,
    YEAR: optionalInt,
    RN: optionalInt,
  })
  .loose();

/** GET /get-file/{C_CODE}/{SE_ID}/{MAJ_ID}/{ROLNO} */
export const StudentPhotoParamsSchema = z.object({
  C_CODE: codeSchema(),
  SE_ID: codeSchema(),
  MAJ_ID: codeSchema(),
  ROLNO: z.string().max(32),
});

/** The student searchanddeleteimage answers with. */
export const ImageStudentSchema = z.object({
  C_CODE: z.number().int(),
  SE_ID: z.number().int(),
  MAJ_ID: z.number().int(),
  ROLNO: z.string(),
  NM: z.string(),
  HAS_PHOTO: z.boolean(),
});
export type ImageStudent = z.infer<typeof ImageStudentSchema>;

/** POST /api/admin/delStdRecord: `affectedRows` 1 when the record was deleted (200), 0 when there was none (404). */
export const StudentRecordDeletedAnswerSchema = z.object({ success: z.literal(true), msg: z.string(), affectedRows: z.number().int() });
export const StudentRecordNotFoundAnswerSchema = z.object({ success: z.literal(false), msg: z.string(), affectedRows: z.number().int() });

/** New intermediate students, as the learning-management system answers. */
export const NewInterStudentSchema = z.object({
  F_NO: z.string(),
  ROLNO: z.string(),
  NM: z.string(),
  F_NM: z.string(),
  CLASS: z.string(),
  MAJOR: z.string(),
  SES_STAT: z.string(),
  PH1: z.string(),
  ADD1: z.string(),
  YEAR: z.number().int(),
});
export type NewInterStudent = z.infer<typeof NewInterStudentSchema>;

const year = codeSchema(ID_CARD_MSG.badYear).refine((y) => y >= FIRST_INTER_YEAR && y <= new Date().getFullYear() + 1, ID_CARD_MSG.badYear);

/** POST /api/admin/new-inter-students: `{year}` plus optional paging and filters (F_NO, ROLNO). */
export const NEW_INTER_LIST_COLUMNS = { sort: [], filter: ['F_NO', 'ROLNO'] } as const;
export const NewInterListBodySchema = listParams(NEW_INTER_LIST_COLUMNS).extend({ year });
export const NewInterExcelQuerySchema = z.object({ year, F_NO: z.string().max(32).optional(), ROLNO: z.string().max(32).optional() });

/** Filters on form no and roll no: case-insensitive "contains" over the year's list. */
export function filterNewInterStudents(rows: NewInterStudent[], filters: { F_NO?: string; ROLNO?: string } = {}): NewInterStudent[] {
  const f = (filters.F_NO ?? '').trim().toLowerCase();
  const r = (filters.ROLNO ?? '').trim().toLowerCase();
  return rows.filter((s) => (!f || s.F_NO.toLowerCase().includes(f)) && (!r || s.ROLNO.toLowerCase().includes(r)));
}

export const NEW_INTER_EXCEL_COLUMNS: { key: keyof NewInterStudent; header: string; width: number }[] = [
  { key: 'F_NO', header: 'Form No', width: 14 },
  { key: 'ROLNO', header: 'Roll No', width: 18 },
  { key: 'NM', header: 'Name', width: 26 },
  { key: 'F_NM', header: 'Father Name', width: 26 },
  { key: 'CLASS', header: 'Class', width: 18 },
  { key: 'MAJOR', header: 'Major', width: 24 },
  { key: 'SES_STAT', header: 'Session', width: 12 },
  { key: 'PH1', header: 'Contact', width: 14 },
  { key: 'ADD1', header: 'Address', width: 44 },
];
