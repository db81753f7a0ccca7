import { M, type Message } from '../message-codes.js';
import { isAdmin, type SessionUser } from '../session.js';
import { ALLOWED, type Refusal, refuse } from '../workflow/decision.js';
import { type EventPatch, type EventWindow, eventChangeRefusal, type RegistrationRefusal, registrationRefusal } from './admin-events.js';

/** What is done with a loaded event: the administrator changes (or closes) it; a visitor registers for it. */
export type EventAction = 'change' | 'register';

/** Which catalogue entry of EVENT_ADMIN_MSG a refusal is, with its arguments: the event dialog marks the field it names. */
export type EventRefusalKey = RegistrationRefusal | { key: 'stockBelowIssued'; args: [issued: number] } | { key: 'closesBeforeOpens'; args: [] };

export type EventDecision = { allowed: true } | (Refusal & { entry?: EventRefusalKey });

function refuseWith(status: Refusal['status'], entry: EventRefusalKey): EventDecision {
  const said = M.eventAdmin[entry.key] as Message | ((...a: (string | number)[]) => Message);
  return { ...refuse(status, typeof said === 'function' ? said(...entry.args) : said), entry };
}

/**
 * Whether `user` may do `action` to `event`. `change` (`patch`: the PATCH body): the administrator only (403);
 * the stock never below the tickets issued and the window, as it would be after the change, closing after it
 * opens (400). `register` (anyone, at `now`): closed by the office, before or after its window (409 with its
 * dates), sold out (409).
 */
export function authorizeEvent(user: Pick<SessionUser, 'ROLE'> | null, action: EventAction, event: EventWindow, opts: { patch?: EventPatch; now?: Date } = {}): EventDecision {
  if (action === 'change') {
    if (!isAdmin(user)) return refuse(403, M.common.forbidden);
    const refusal = eventChangeRefusal(event, opts.patch ?? {});
    if (refusal === 'stock') return refuseWith(400, { key: 'stockBelowIssued', args: [event.TICKETS_ISSUED] });
    if (refusal === 'window') return refuseWith(400, { key: 'closesBeforeOpens', args: [] });
    return ALLOWED;
  }
  const closed = registrationRefusal(event, opts.now ?? new Date());
  if (closed) return refuseWith(409, closed);
  if (event.TICKETS_ISSUED >= event.TICKET_STOCK) return refuse(409, M.common.noMoreTickets);
  return ALLOWED;
}
