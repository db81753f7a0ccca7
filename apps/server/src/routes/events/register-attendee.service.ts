import { EVENT_MSG, findCity, MSG, type Registration } from '@portal/domain';
import type { App } from '../../app.js';
import { conflict } from '../../lib/errors.js';
import { currentEventAndHolder, existingHolder, setRegistrationMail, takeTicket } from './events.repository.js';
import { ticketMail } from './ticket-mail.js';

/** Whether a database error (either driver, possibly wrapped by drizzle) is a unique violation; its constraint. */
function uniqueViolation(e: unknown): string | null {
  for (let x = e as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === '23505') return x.constraint ?? '';
  }
  return null;
}

const holderMessage = (which: 'cnic' | 'email') => (which === 'cnic' ? EVENT_MSG.cnicTaken : EVENT_MSG.emailTaken);

/**
 * Registers one attendee of the current event: one ticket from the stock, at most one per CNIC and per
 * email; then mails the ticket (SMTP when configured, else the outbox: DECISIONS 7).
 */
export async function registerAttendee(app: App, input: Registration, clientIp: string | null) {
  const r: Registration = { ...input, city: findCity(input.city)!.name, email: input.email.trim() };
  const current = await currentEventAndHolder(app.db, r);
  if (!current) throw conflict(MSG.noMoreTickets);
  const { event, holder } = current;
  if (holder) throw conflict(holderMessage(holder));
  // Sold out when read: the answer `takeTicket` would give, without queueing for the event's row lock
  // behind the last buyers (a rush's late majority; issue 13).
  if (event.TICKETS_ISSUED >= event.TICKET_STOCK) throw conflict(MSG.noMoreTickets);

  let ticket: Awaited<ReturnType<typeof takeTicket>>;
  try {
    ticket = await takeTicket(app.db, event.EVENT_ID, r, clientIp);
  } catch (e) {
    const constraint = uniqueViolation(e);
    if (constraint === null) throw e;
    // Lost a race with a registration of the same person: say which field, as the pre-check would.
    throw conflict(holderMessage(constraint.includes('email') ? 'email' : (await existingHolder(app.db, event.EVENT_ID, r)) ?? 'cnic'));
  }
  if (!ticket) throw conflict(MSG.noMoreTickets);

  const mail = await app.mailer.send(ticketMail(r, ticket.ticketNo, { name: event.NAME, code: event.CODE }, app.config.INSTITUTION_NAME));
  await setRegistrationMail(app.db, ticket.id, mail.id);
  return { ticket_id: ticket.ticketNo, event: event.NAME, mailed: mail.sent };
}
