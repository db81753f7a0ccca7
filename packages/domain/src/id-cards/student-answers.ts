import { z } from 'zod';
import { DateTimeSchema, envelope, type Json, MessageAnswerSchema } from '../answers.js';

// The answers of the student's card calls: declared by the server, read as types by the web.

/** A card request as the student sees it (My Requests, the fix screen, the open request). */
export const StudentCardRequestSchema = z.object({
  TRANS_ID: z.number(),
  CARD_TYPE: z.number(),
  ATTEMPT_NO: z.number(),
  REQUEST_TYPE: z.string(),
  S_CONTACT: z.string(),
  F_CONTACT: z.string(),
  B_GROUP: z.string(),
  ADDRESS: z.string(),
  DATE_OF_APPLY: DateTimeSchema,
  DISTRIBUTION_DATE: DateTimeSchema.nullable(),
  VENUE: z.string(),
  COMMENT: z.string(),
  REQ_STATUS: z.number(),
  STATUS: z.string(),
  FEE_AMOUNT: z.number().nullable(),
  FEE_DUE_DATE: DateTimeSchema.nullable(),
  FEE_PAID_AT: DateTimeSchema.nullable(),
  CAN_EDIT: z.boolean(),
  HAS_CHALLAN: z.boolean(),
  /** The 18-digit number to pay it by at any bank, ATM, internet or mobile banking (1Bill / Kuickpay): the request's unpaid challan's, while the banks' calls are on. */
  CONSUMER_NUMBER: z.string().optional(),
  NEXT_STEP: z.string().nullable(),
});
export type StudentCardRequest = Json<z.infer<typeof StudentCardRequestSchema>>;
export const StudentCardRequestsAnswerSchema = envelope(z.array(StudentCardRequestSchema));
export const StudentCardRequestAnswerSchema = envelope(StudentCardRequestSchema);

/** GET /api/student/card-status: the card the student may apply for next, its fee, and any open request. */
export const CardStatusSchema = z.object({
  ATTEMPT_NO: z.number(),
  CARD_TYPE: z.number(),
  REQUEST_TYPE: z.string(),
  FEE_AMOUNT: z.number().nullable(),
  NEW_ALLOWED: z.boolean(),
  NEW_REASON: z.string().nullable(),
  /** The code of NEW_REASON's message, for a translated screen. */
  NEW_REASON_CODE: z.string().nullable(),
  DUPLICATE_ALLOWED: z.boolean(),
  DUPLICATE_REASON: z.string().nullable(),
  DUPLICATE_REASON_CODE: z.string().nullable(),
  OPEN_REQUEST: StudentCardRequestSchema.nullable(),
});
export type CardStatus = Json<z.infer<typeof CardStatusSchema>>;
export const CardStatusAnswerSchema = envelope(CardStatusSchema);

/** POST /api/student/card-requests and …/duplicate-card-requests: the new request. */
export const CardAppliedAnswerSchema = MessageAnswerSchema.extend({
  data: z.object({ TRANS_ID: z.number(), CARD_TYPE: z.number(), REQUEST_TYPE: z.string(), ATTEMPT_NO: z.number(), FEE_AMOUNT: z.number().nullable(), REQ_STATUS: z.number() }),
});
/** POST /api/student/update-new-card-request/{t_id}: the request, back to Submitted. */
export const CardFixedAnswerSchema = MessageAnswerSchema.extend({ data: z.object({ TRANS_ID: z.number(), REQ_STATUS: z.number() }) });
