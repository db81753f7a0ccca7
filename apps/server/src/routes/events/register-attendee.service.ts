import { authorizeEvent, findCity, M, type Registration } from '@portal/domain';
import { enforce } from '../../lib/enforce.js';
import type { FastifyInstance as App } from 'fastify';
import { badRequest, conflict } from '../../lib/errors.js';
import { currentEventAndHolder, eventByCode, existingHolder, setRegistrationMail, takeTicket } from './events.repository.js';
import { ticketMail } from '../../notifications/ticket-mail.js';

/** Whether a database error (either driver, possibly wrapped by drizzle) is a unique violation; its constraint. */
function uniqueViolation(e: unknown): string | null {
  for (let x = e as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === '23505') return x.constraint ?? '';
  }
  return null;
}

const holderMessage = (which: 'cnic' | 'email') => (which === 'cnic' ? M.event.cnicTaken : M.event.emailTaken);

/**
 * Why the event named `code` takes no registration: unknown (400), or not open now (409, with its dates).
 * Read only when the one query of a registration found no open event by that code.
 */
async function refusalOfNamedEvent(app: App, code: string): Promise<never> {
  const named = await eventByCode(app.db, code);
  if (!named) throw badRequest(M.eventAdmin.unknownEvent);
  enforce(authorizeEvent(null, 'register', named));
  throw conflict(M.common.noMoreTickets);
}

/**
 * Registers one attendee of an open event: the one named by `eventCode`, else the only open one (several
 * open: the visitor must name one). One ticket from the stock, at most one per CNIC and per email; then
 * mails the ticket (SMTP when configured, else the outbox).
 */
export async function registerAttendee(app: App, input: Registration & { eventCode?: string }, clientIp: string | null) {
  const { eventCode, ...fields } = input;
  const r: Registration = { ...fields, city: findCity(fields.city)!.name, email: fields.email.trim() };
  const current = await currentEventAndHolder(app.db, r, eventCode || undefined);
  if (!current) {
    if (eventCode) await refusalOfNamedEvent(app, eventCode);
    throw conflict(M.common.noMoreTickets);
  }
  const { event, holder, openCount } = current;
  if (!eventCode && openCount > 1) throw badRequest(M.eventAdmin.chooseEvent);
  if (holder) throw conflict(holderMessage(holder));
  // Sold out when read: the answer `takeTicket` would give, without queueing for the event's row lock
  // behind the last buyers (a rush's late majority).
  if (event.TICKETS_ISSUED >= event.TICKET_STOCK) throw conflict(M.common.noMoreTickets);

  let ticket: Awaited<ReturnType<typeof takeTicket>>;
  try {
    ticket = await takeTicket(app.db, event.EVENT_ID, r, clientIp);
  } catch (e) {
    const constraint = uniqueViolation(e);
    if (constraint === null) throw e;
    // Lost a race with a registration of the same person: say which field, as the pre-check would.
    throw conflict(holderMessage(constraint.includes('email') ? 'email' : ((await existingHolder(app.db, event.EVENT_ID, r)) ?? 'cnic')));
  }
  if (!ticket) throw conflict(M.common.noMoreTickets);

  const mail = await app.mailer.send(ticketMail(r, ticket.ticketNo, { name: event.NAME, code: event.CODE }, app.config.INSTITUTION_NAME));
  await setRegistrationMail(app.db, ticket.id, mail.id);
  return { ticket_id: ticket.ticketNo, event: event.NAME, mailed: mail.sent };
}
