import { z } from 'zod';
import { EVENT_ADMIN_MSG } from './messages.js';
import { TICKET_STOCK_RANGE } from '../limits.js';
import { MSG } from '../messages.js';

/** The portal shows times in Pakistan Standard Time (UTC+5, no daylight saving). */
const PKT_OFFSET_MS = 5 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "DD-MM-YYYY HH:mm PKT" of an instant, the way event windows are worded. */
export function formatEventInstant(at: string | Date): string {
  const d = new Date(new Date(at).getTime() + PKT_OFFSET_MS);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} PKT`;
}

const instant = z.iso.datetime({ offset: true, error: EVENT_ADMIN_MSG.instantFormat });

const fields = {
  CODE: z
    .string({ error: EVENT_ADMIN_MSG.codeFormat })
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, EVENT_ADMIN_MSG.codeFormat),
  NAME: z.string({ error: EVENT_ADMIN_MSG.nameRequired }).trim().min(3, EVENT_ADMIN_MSG.nameRequired).max(100, EVENT_ADMIN_MSG.nameRequired),
  VENUE: z.string({ error: EVENT_ADMIN_MSG.venueRequired }).trim().min(2, EVENT_ADMIN_MSG.venueRequired).max(150, EVENT_ADMIN_MSG.venueRequired),
  EVENT_DATE: z.iso.date({ error: EVENT_ADMIN_MSG.dateFormat }),
  TICKET_STOCK: z
    .number({ error: EVENT_ADMIN_MSG.stockRange })
    .int(EVENT_ADMIN_MSG.stockRange)
    .min(TICKET_STOCK_RANGE.min, EVENT_ADMIN_MSG.stockRange)
    .max(TICKET_STOCK_RANGE.max, EVENT_ADMIN_MSG.stockRange),
  OPENS_AT: instant,
  CLOSES_AT: instant,
};

const windowInOrder = (e: { OPENS_AT?: string; CLOSES_AT?: string }) => !e.OPENS_AT || !e.CLOSES_AT || new Date(e.OPENS_AT) < new Date(e.CLOSES_AT);

/** `POST /api/admin/events`: a new event, every field required; registration closes after it opens. */
export const EventCreateSchema = z
  .object(fields, { error: EVENT_ADMIN_MSG.codeFormat })
  .refine(windowInOrder, { message: EVENT_ADMIN_MSG.closesBeforeOpens, path: ['CLOSES_AT'] });
export type EventCreate = z.infer<typeof EventCreateSchema>;

/**
 * `PATCH /api/admin/events/{code}`: any of the fields (the code stays), and `IS_OPEN: false` closes the
 * event (true opens it again). The window is checked again against the stored one by `eventChangeRefusal`.
 */
export const EventPatchSchema = z
  .object({ ...fields, IS_OPEN: z.boolean({ error: 'IS_OPEN must be true or false' }) }, { error: MSG.nothingToChange })
  .omit({ CODE: true })
  .partial()
  .refine((p) => Object.keys(p).length > 0, MSG.nothingToChange)
  .refine(windowInOrder, { message: EVENT_ADMIN_MSG.closesBeforeOpens, path: ['CLOSES_AT'] });
export type EventPatch = z.infer<typeof EventPatchSchema>;

export const EventCodeParamsSchema = z.object({ code: fields.CODE });

/** What the event rules read of a stored event. */
export interface EventWindow {
  NAME: string;
  TICKET_STOCK: number;
  TICKETS_ISSUED: number;
  IS_OPEN: boolean;
  OPENS_AT: string | null;
  CLOSES_AT: string | null;
}

/**
 * Why a change cannot be made to `event` (null when it can): `stock` when the stock would go below the
 * tickets already issued (EVENT_ADMIN_MSG.stockBelowIssued), `window` when the window as it would be after
 * the change does not close after it opens (EVENT_ADMIN_MSG.closesBeforeOpens).
 */
export function eventChangeRefusal(event: EventWindow, patch: EventPatch): 'stock' | 'window' | null {
  if (patch.TICKET_STOCK !== undefined && patch.TICKET_STOCK < event.TICKETS_ISSUED) return 'stock';
  const opens = patch.OPENS_AT ?? event.OPENS_AT;
  const closes = patch.CLOSES_AT ?? event.CLOSES_AT;
  if (opens && closes && new Date(opens) >= new Date(closes)) return 'window';
  return null;
}

export type RegistrationState = 'open' | 'not-yet-open' | 'closed' | 'sold-out';

/** Whether `event` takes registrations at `now`: closed by the office, before or after its window, sold out. */
export function registrationState(event: EventWindow, now: Date): RegistrationState {
  if (!event.IS_OPEN) return 'closed';
  if (event.OPENS_AT && now < new Date(event.OPENS_AT)) return 'not-yet-open';
  if (event.CLOSES_AT && now >= new Date(event.CLOSES_AT)) return 'closed';
  if (event.TICKETS_ISSUED >= event.TICKET_STOCK) return 'sold-out';
  return 'open';
}

/** Which refusal a registration for an event not open at `now` gets, with the words' arguments; null when open or sold out. */
export type RegistrationRefusal =
  | { key: 'notYetOpen'; args: [name: string, opens: string, closes: string] }
  | { key: 'closedOn'; args: [name: string, closes: string] }
  | { key: 'closedByOffice'; args: [name: string] };

export function registrationRefusal(event: EventWindow, now: Date): RegistrationRefusal | null {
  const state = registrationState(event, now);
  if (state === 'not-yet-open')
    return {
      key: 'notYetOpen',
      args: [event.NAME, formatEventInstant(event.OPENS_AT!), event.CLOSES_AT ? formatEventInstant(event.CLOSES_AT) : 'no set date'],
    };
  if (state !== 'closed') return null;
  if (event.CLOSES_AT && now >= new Date(event.CLOSES_AT)) return { key: 'closedOn', args: [event.NAME, formatEventInstant(event.CLOSES_AT)] };
  return { key: 'closedByOffice', args: [event.NAME] };
}

/** The words of a registration refusal. */
export const registrationRefusalText = (r: RegistrationRefusal): string => (EVENT_ADMIN_MSG[r.key] as (...a: string[]) => string)(...r.args);

/** One event as the administrator and the card office see it. */
export const EventDetailSchema = z.object({
  EVENT_ID: z.number().int(),
  CODE: z.string(),
  NAME: z.string(),
  VENUE: z.string(),
  EVENT_DATE: z.string().nullable(),
  TICKET_STOCK: z.number().int(),
  TICKETS_ISSUED: z.number().int(),
  IS_OPEN: z.boolean(),
  OPENS_AT: z.string().nullable(),
  CLOSES_AT: z.string().nullable(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** `GET /api/admin/events`: every event, newest first. */
export const EventListAnswerSchema = z.object({ success: z.literal(true), data: z.array(EventDetailSchema) });

export const EventAnswerSchema = z.object({ success: z.literal(true), msg: z.string(), data: EventDetailSchema });

/** A date-and-time input's value (YYYY-MM-DDTHH:mm, Pakistan time) as an ISO instant; '' stays ''. */
export const fromPktInput = (value: string) => (value ? new Date(`${value}:00+05:00`).toISOString() : '');
/** An ISO instant as a date-and-time input's value in Pakistan time. */
export const toPktInput = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() + PKT_OFFSET_MS).toISOString().slice(0, 16) : '');
