import { z } from 'zod';
import { codeSchema, idSchema } from '../ids.js';
import { MSG } from '../messages.js';
import { listQuery } from '../paging.js';
import { requiredText } from '../required-text.js';
import { REQUEST_STUDENT_FIELDS, STUDENT_KEY_FIELDS } from '../students/request-student.js';
import { STATUS_IDS } from '../statuses.js';

const id = idSchema;
const text = (message: string, max = 120) => requiredText(message).max(max);
/** A text that may arrive as a number (route numbers). */
const textOrNumber = (message: string, max: number) => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), text(message, max));

// ---- routes and stops ----
export const RouteIdBodySchema = z.object({ routeId: id(MSG.routeNotSelected) });
export const AddBusRouteBodySchema = z.object({
  routeNumber: textOrNumber(MSG.routeInfoMissing, 20),
  routeName: text(MSG.routeInfoMissing),
});
export const UpdateBusRouteBodySchema = z.object({
  ROUTE_ID: id(MSG.unableToUpdateRoute),
  ROUTE_NO: textOrNumber(MSG.routeInfoMissing, 20),
  ROUTE_NAME: text(MSG.routeInfoMissing),
});
export const DeleteBusRouteBodySchema = z.object({ ROUTE_ID: id(MSG.unableToDelete) });
export const AddBusStopBodySchema = z.object({ selectedBusRoute: id(MSG.selectRoute), busStop: text(MSG.enterStop) });
export const UpdateStopBodySchema = z.object({ STOP_ID: id(MSG.unableToUpdateStop), STOP_NAME: text(MSG.enterStop) });
export const DeleteStopBodySchema = z.object({ STOP_ID: id(MSG.unableToDelete) });

export const BusRouteSchema = z.object({ ROUTE_ID: z.number().int(), ROUTE_NO: z.string(), ROUTE_NAME: z.string() });
export type BusRoute = z.infer<typeof BusRouteSchema>;
/** A route with its stops as a text list (display-routes), plus the stops with ids for editing. */
export const RouteWithStopsSchema = BusRouteSchema.extend({
  stops: z.array(z.string()),
  STOPS: z.array(z.object({ STOP_ID: z.number().int(), STOP_NAME: z.string() })),
});
export type RouteWithStops = z.infer<typeof RouteWithStopsSchema>;
export const BusStopSchema = z.object({
  STOP_ID: z.number().int(),
  STOP_NAME: z.string(),
  ROUTE_ID: z.number().int(),
  ROUTE_NO: z.string(),
  ROUTE_NAME: z.string(),
});
export type BusStop = z.infer<typeof BusStopSchema>;

// ---- the student's application (multipart fields; the file travels as `file`) ----
export const TransportPathSchema = z.object({
  C_CODE: z.string().max(10),
  SE_ID: z.string().max(10),
  ROLNO: z.string().max(32),
  mode: z.string().max(12),
});

// ---- the office's review ----
export const TransIdBodySchema = z.object({ TRANS_ID: id(MSG.notFound) });
const dateOrEmpty = z
  .union([
    z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Distribution date must be YYYY-MM-DD'),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v : null));
export const TransportAdminUpdateBodySchema = z.object({
  TRANS_ID: id(MSG.notFound),
  DIST_DT: dateOrEmpty,
  VENUE: z.string().trim().max(120).optional().default(''),
  REQ_STATUS: codeSchema(MSG.selectStatus).refine((n) => STATUS_IDS.includes(n), MSG.selectStatus),
  COMMENT: z
    .string()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
});
export type TransportAdminUpdate = z.infer<typeof TransportAdminUpdateBodySchema>;

/** Columns the transport requests list can sort and filter on (the row's fields, and their shown forms). */
export const TRANSPORT_COLUMNS = [
  'TRANS_ID',
  'ROLNO',
  'NM',
  'DEPARTMENT',
  'CLASS',
  'SESSION',
  'MAJOR',
  'ROUTE_NO',
  'ROUTE_NAME',
  'STOP_NAME',
  'STATUS',
  'REQUEST_STATUS',
  'APPLY_DATE',
  'DATE_OF_APPLY',
  'DISTRIBUTION_DATE',
  'DIST_DT',
  'VENUE',
] as const;
export type TransportColumn = (typeof TRANSPORT_COLUMNS)[number];
/** Sort on any column; filter on any column and OVERDUE (`yes` keeps the overdue rows). */
export const TRANSPORT_LIST_COLUMNS = { sort: TRANSPORT_COLUMNS, filter: [...TRANSPORT_COLUMNS, 'OVERDUE'] } as const;
/**
 * The list's query string: paging, sort, `search`, and filters as `filters[COL]=text` (what the web's
 * paged list sends) or `filters={"COL":"text"}`.
 */
export const TransportListQuerySchema = listQuery(TRANSPORT_LIST_COLUMNS, {
  /** One text searched in reference, roll number, name, route, stop and status. */
  search: z.string().trim().max(100).optional(),
});
export type TransportListQuery = z.infer<typeof TransportListQuerySchema>;

/** A transport request as the office's list and dialog show it. */
export const TransportRequestRowSchema = z.object({
  TRANS_ID: z.number().int(),
  ...REQUEST_STUDENT_FIELDS,
  SESSION: z.string(),
  CLASS: z.string(),
  MAJOR: z.string(),
  /** ISO timestamp. */
  APPLY_DATE: z.string(),
  /** DD-MM-YYYY */
  DATE_OF_APPLY: z.string(),
  ADDRESS: z.string(),
  ROUTE_ID: z.number().int(),
  ROUTE_NO: z.string(),
  ROUTE_NAME: z.string(),
  STOP_ID: z.number().int(),
  STOP_NAME: z.string(),
  STATUS: z.string(),
  REQ_STATUS: z.number().int(),
  REQUEST_STATUS: z.string(),
  REQUEST_TYPE: z.string(),
  /** YYYY-MM-DD or null. */
  DISTRIBUTION_DATE: z.string().nullable(),
  /** DD-MM-YYYY, or N/A when empty. */
  DIST_DT: z.string(),
  VENUE: z.string(),
  COMMENT: z.string(),
  ...STUDENT_KEY_FIELDS,
  ATTEMPT_NO: z.number().int(),
  HAS_PHOTO: z.boolean(),
  /** Lists only: still Submitted with the transport office past its target working days. */
  OVERDUE: z.boolean().optional(),
});
export type TransportRequestRow = z.infer<typeof TransportRequestRowSchema>;

export const AuditEntrySchema = z.object({
  AT: z.string(),
  ACTOR_NAME: z.string(),
  ACTION: z.string(),
  BEFORE: z.unknown(),
  AFTER: z.unknown(),
});
/** getRowData: the request row (with DIST_DT as YYYY-MM-DD for the date input) and its history. */
export const TransportRowDataSchema = TransportRequestRowSchema.extend({ history: z.array(AuditEntrySchema) });

/** A row of GET /api/student/transport-requests (the student's own requests, newest first). */
export const StudentTransportRequestSchema = z.object({
  TRANS_ID: z.number().int(),
  /** "Transport Card" */
  REQUEST_TYPE: z.string(),
  /** DD MMMM YYYY */
  DATE_OF_APPLY: z.string(),
  /** ISO timestamp of the application. */
  APPLY_DATE: z.string(),
  /** DD MMMM YYYY, or N/A. */
  DISTRIBUTION_DATE: z.string(),
  VENUE: z.string(),
  COMMENT: z.string(),
  REQ_STATUS: z.number().int(),
  /** Status name (REQ_DEF). */
  STATUS: z.string(),
  ROUTE_ID: z.number().int(),
  ROUTE_NO: z.string(),
  ROUTE_NAME: z.string(),
  STOP_ID: z.number().int(),
  STOP_NAME: z.string(),
  /** The 18-digit number to pay it by at any bank, ATM, internet or mobile banking (1Bill / Kuickpay): the request's unpaid challan's (once printed), while the banks' calls are on. */
  CONSUMER_NUMBER: z.string().optional(),
});
export type StudentTransportRequest = z.infer<typeof StudentTransportRequestSchema>;

/** Answer of the two multipart calls: `warning` or `error`, the keys the clients' screens read. */
export const TransportApplyAnswerSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  warning: z.string().optional(),
  error: z.string().optional(),
  data: z.object({ TRANS_ID: z.number().int() }).optional(),
});
