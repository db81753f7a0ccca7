import { MSG } from '../messages.js';
import { isAdmin, type SessionUser } from '../session.js';
import { ALLOWED, type Refusal, refuse } from '../workflow/decision.js';
import { EVENT_ADMIN_MSG, type EventPatch, type EventWindow, eventChangeRefusal, type RegistrationRefusal, registrationRefusal, registrationRefusalText } from './admin-events.js';

/** What is done with a loaded event: the administrator changes (or closes) it; a visitor registers for it. */
export type EventAction = 'change' | 'register';

/** Which catalogue entry of EVENT_ADMIN_MSG a refusal is, with its arguments, so the server answers it with its code. */
export type EventRefusalKey = RegistrationRefusal | { key: 'stockBelowIssued'; args: [issued: number] } | { key: 'closesBeforeOpens'; args: [] };

export type EventDecision = { allowed: true } | (Refusal & { entry?: EventRefusalKey });

const refuseWith = (status: Refusal['status'], entry: EventRefusalKey): EventDecision => ({
  ...refuse(status, entry.key === 'stockBelowIssued' ? EVENT_ADMIN_MSG.stockBelowIssued(entry.args[0]) : entry.key === 'closesBeforeOpens' ? EVENT_ADMIN_MSG.closesBeforeOpens : registrationRefusalText(entry)),
  entry,
});

/**
 * Whether `user` may do `action` to `event`. `change` (`patch`: the PATCH body): the administrator only (403);
 * the stock never below the tickets issued and the window, as it would be after the change, closing after it
 * opens (400). `register` (anyone, at `now`): closed by the office, before or after its window (409 with its
 * dates), sold out (409).
 */
export function authorizeEvent(user: Pick<SessionUser, 'ROLE'> | null, action: EventAction, event: EventWindow, opts: { patch?: EventPatch; now?: Date } = {}): EventDecision {
  if (action === 'change') {
    if (!isAdmin(user)) return refuse(403, MSG.forbidden);
    const refusal = eventChangeRefusal(event, opts.patch ?? {});
    if (refusal === 'stock') return refuseWith(400, { key: 'stockBelowIssued', args: [event.TICKETS_ISSUED] });
    if (refusal === 'window') return refuseWith(400, { key: 'closesBeforeOpens', args: [] });
    return ALLOWED;
  }
  const closed = registrationRefusal(event, opts.now ?? new Date());
  if (closed) return refuseWith(409, closed);
  if (event.TICKETS_ISSUED >= event.TICKET_STOCK) return refuse(409, MSG.noMoreTickets);
  return ALLOWED;
}
