import { eq } from 'drizzle-orm';
import { authorizeEvent, type EventCreate, type EventDetail, type EventPatch, M, type SessionUser } from '@portal/domain';
import type { Db } from '../../db/client.js';
import { events } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { enforce } from '../../lib/enforce.js';
import { eventByCode } from './events.repository.js';

/** Creates an event (open, nothing issued yet), audited; a taken code is refused and nothing is written. */
export async function createEvent(db: Db, actor: SessionUser, input: EventCreate): Promise<EventDetail> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ ...input, OPENS_AT: new Date(input.OPENS_AT), CLOSES_AT: new Date(input.CLOSES_AT) })
      .onConflictDoNothing({ target: events.CODE })
      .returning({ CODE: events.CODE });
    if (!row) throw conflict(M.eventAdmin.codeTaken);
    const made = (await eventByCode(tx, row.CODE))!;
    await audit(tx, actor, { entity: 'event', entityId: made.CODE, action: 'create', after: made });
    return made;
  });
}

/**
 * Changes an event (any field but its code; `IS_OPEN: false` closes it), audited with before and after.
 * The event's row is locked first, so a registration taking a ticket meanwhile is counted before the
 * stock is checked against the tickets issued.
 */
export async function changeEvent(db: Db, actor: SessionUser, code: string, patch: EventPatch): Promise<EventDetail> {
  return db.transaction(async (tx) => {
    const before = await eventByCode(tx, code, { forUpdate: true });
    if (!before) throw notFound(M.eventAdmin.unknownEvent);
    enforce(authorizeEvent(actor, 'change', before, { patch }));
    const { OPENS_AT, CLOSES_AT, ...rest } = patch;
    await tx
      .update(events)
      .set({ ...rest, ...(OPENS_AT ? { OPENS_AT: new Date(OPENS_AT) } : {}), ...(CLOSES_AT ? { CLOSES_AT: new Date(CLOSES_AT) } : {}) })
      .where(eq(events.CODE, code));
    const after = (await eventByCode(tx, code))!;
    const action = patch.IS_OPEN === false && before.IS_OPEN ? 'close' : patch.IS_OPEN === true && !before.IS_OPEN ? 'reopen' : 'change';
    await audit(tx, actor, { entity: 'event', entityId: code, action, before, after });
    return after;
  });
}
