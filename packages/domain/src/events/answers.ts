import { z } from 'zod';
import { idSchema } from '../ids.js';
import { listQuery } from '../paging.js';

/**
 * `GET /api/client/getTicketNumber` ("ticket_id"): the ticket the next registration would get,
 * or null when every ticket has been given (the form then shows MSG.noMoreTickets and disables Submit).
 */
/** One event open for registration, as the public form offers it. */
export const OpenEventSchema = z.object({
  code: z.string(),
  name: z.string(),
  venue: z.string(),
  date: z.string().nullable(),
  closesAt: z.string().nullable(),
  remaining: z.number().int(),
  ticket_id: z.number().int().nullable(),
});

export const TicketNumberAnswerSchema = z.object({
  success: z.literal(true),
  ticket_id: z.number().int().nullable(),
  /** Tickets left of the event's stock. */
  remaining: z.number().int(),
  event: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Every event open for registration now, newest first (the visitor picks one when there are several). */
  events: z.array(OpenEventSchema),
  msg: z.string().optional(),
});

/** `GET /api/client/getTicketNumber?eventCode=`: the event asked about (default: the newest open one). */
export const TicketNumberQuerySchema = z.object({ eventCode: z.string().max(32).optional() });
export type TicketNumberAnswer = z.infer<typeof TicketNumberAnswerSchema>;

/** `POST /api/client/registerAttendees` on success; failures answer `{ success: false, msg }`. */
export const RegisterAttendeesAnswerSchema = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.object({ ticket_id: z.number().int(), event: z.string(), mailed: z.boolean() }),
});
export type RegisterAttendeesAnswer = z.infer<typeof RegisterAttendeesAnswerSchema>;

/** An event with its ticket stock (staff view). */
export const EventSummarySchema = z.object({
  EVENT_ID: z.number().int(),
  CODE: z.string(),
  NAME: z.string(),
  TICKET_STOCK: z.number().int(),
  TICKETS_ISSUED: z.number().int(),
  IS_OPEN: z.boolean(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/** One row of the staff list of registrations (`GET /api/admin/event-registrations`). */
export const EventRegistrationRowSchema = z.object({
  ID: z.number().int(),
  EVENT_CODE: z.string(),
  TICKET_NO: z.number().int(),
  NAME: z.string(),
  EMAIL: z.string(),
  CNIC: z.string(),
  PHONE: z.string(),
  CITY: z.string(),
  LEVEL_OF_EDUCATION: z.string(),
  INSTITUTION_NAME: z.string(),
  CREATED_AT: z.string(),
  /** sent (SMTP accepted it), outbox (kept, no SMTP configured or sending failed), or none. */
  MAIL_STATE: z.enum(['sent', 'outbox', 'none']),
});
export type EventRegistrationRow = z.infer<typeof EventRegistrationRowSchema>;

/** One mail of the outbox (`GET /api/admin/mail-outbox`). */
export const MailOutboxRowSchema = z.object({
  ID: z.number().int(),
  CREATED_AT: z.string(),
  TO: z.string(),
  SUBJECT: z.string(),
  TEXT: z.string(),
  SENT_AT: z.string().nullable(),
  ERROR: z.string().nullable(),
  /** queued | sending | sent | failed | kept (no SMTP configured). */
  STATUS: z.string(),
  ATTEMPTS: z.number().int(),
  LAST_ATTEMPT_AT: z.string().nullable(),
});
export type MailOutboxRow = z.infer<typeof MailOutboxRowSchema>;

/** Columns of the registrations list that may be filtered and sorted. */
export const REGISTRATION_LIST_COLUMNS = ['TICKET_NO', 'NAME', 'EMAIL', 'CNIC', 'PHONE', 'CITY', 'LEVEL_OF_EDUCATION', 'INSTITUTION_NAME', 'CREATED_AT'] as const;
export const OUTBOX_LIST_COLUMNS = ['CREATED_AT', 'TO', 'SUBJECT', 'STATUS', 'ATTEMPTS'] as const;

/** `GET /api/admin/event-registrations`: paging, sort and filters on the registration columns, and the event. */
export const RegistrationListQuerySchema = listQuery({ sort: REGISTRATION_LIST_COLUMNS, filter: REGISTRATION_LIST_COLUMNS }, { eventId: idSchema().optional() });
/** `GET /api/admin/mail-outbox`: paging, sort and filters on the outbox columns. */
export const OutboxListQuerySchema = listQuery({ sort: OUTBOX_LIST_COLUMNS, filter: OUTBOX_LIST_COLUMNS });
