import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListParams, Paged, EventDetail, EventRegistrationRow, EventSummary, MailOutboxRow, Registration } from '@portal/domain';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { eventRegistrations, events, mailOutbox } from '../../db/schema/index.js';
import { listClauses, pageWindow } from '../../db/list-query.js';
import { listTotal, matchesUpToCap, type TotalSource } from '../../lib/list-total.js';

const summary = {
  EVENT_ID: events.EVENT_ID,
  CODE: events.CODE,
  NAME: events.NAME,
  TICKET_STOCK: events.TICKET_STOCK,
  TICKETS_ISSUED: events.TICKETS_ISSUED,
  IS_OPEN: events.IS_OPEN,
};

const detail = {
  ...summary,
  VENUE: events.VENUE,
  EVENT_DATE: events.EVENT_DATE,
  OPENS_AT: events.OPENS_AT,
  CLOSES_AT: events.CLOSES_AT,
};

/** Open for registration now: not closed by the administrator, inside its window (a missing side is no limit). */
const openNow = sql`${events.IS_OPEN} and (${events.OPENS_AT} is null or ${events.OPENS_AT} <= now()) and (${events.CLOSES_AT} is null or ${events.CLOSES_AT} > now())`;

type DetailRow = Omit<EventDetail, 'OPENS_AT' | 'CLOSES_AT'> & { OPENS_AT: Date | null; CLOSES_AT: Date | null };
const toDetail = ({ OPENS_AT, CLOSES_AT, ...e }: DetailRow): EventDetail => ({ ...e, OPENS_AT: OPENS_AT?.toISOString() ?? null, CLOSES_AT: CLOSES_AT?.toISOString() ?? null });

/** The event the public form registers for when none is named: the newest open one. */
export async function currentEvent(db: DbOrTx): Promise<EventSummary | null> {
  const [row] = await db.select(summary).from(events).where(openNow).orderBy(desc(events.EVENT_ID)).limit(1);
  return row ?? null;
}

/** Every event open for registration now, newest first. */
export async function openEvents(db: DbOrTx): Promise<EventDetail[]> {
  return (await db.select(detail).from(events).where(openNow).orderBy(desc(events.EVENT_ID))).map(toDetail);
}

export const listEvents = (db: DbOrTx): Promise<EventSummary[]> => db.select(summary).from(events).orderBy(desc(events.EVENT_ID));

/** Every event with its venue, date and window, newest first (the administrator's and the card office's list). */
export async function listEventDetails(db: DbOrTx): Promise<EventDetail[]> {
  return (await db.select(detail).from(events).orderBy(desc(events.EVENT_ID))).map(toDetail);
}

/** One event by its code (any state), or null; `forUpdate` locks its row for a change. */
export async function eventByCode(db: DbOrTx, code: string, { forUpdate = false } = {}): Promise<EventDetail | null> {
  const q = db.select(detail).from(events).where(eq(events.CODE, code));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ? toDetail(row) : null;
}

/**
 * Which of the registration's CNIC or email already holds a ticket of the event `eventId` (a column or a
 * value), as a scalar subquery: 'cnic', 'email' or null; the CNIC first when both do.
 */
const holderOf = (eventId: SQL | number, r: Pick<Registration, 'CNIC' | 'email'>) =>
  sql<'cnic' | 'email' | null>`(select case when x.cnic = ${r.CNIC} then 'cnic' else 'email' end from event_registrations x
    where x.event_id = ${eventId} and (x.cnic = ${r.CNIC} or lower(x.email) = lower(${r.email})) order by x.cnic = ${r.CNIC} desc limit 1)`;

/**
 * The event a registration is for — the open event named `eventCode`, else the newest open one — with how
 * many events are open and which of the registration's CNIC or email already holds one of its tickets, in
 * one query: what every registration reads first (a rush of registrations reads nothing more).
 */
export async function currentEventAndHolder(
  db: DbOrTx,
  r: Pick<Registration, 'CNIC' | 'email'>,
  eventCode?: string,
): Promise<{ event: EventSummary; holder: 'cnic' | 'email' | null; openCount: number } | null> {
  const [row] = await db
    .select({ ...summary, holder: holderOf(sql.raw('events.event_id'), r), openCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(eventCode ? sql`${openNow} and ${events.CODE} = ${eventCode}` : openNow)
    .orderBy(desc(events.EVENT_ID))
    .limit(1);
  if (!row) return null;
  const { holder, openCount, ...event } = row;
  return { event, holder, openCount };
}

/** Which of the registration's CNIC or email already holds a ticket of the event. */
export async function existingHolder(db: DbOrTx, eventId: number, r: Pick<Registration, 'CNIC' | 'email'>): Promise<'cnic' | 'email' | null> {
  const [row] = await db.select({ holder: holderOf(eventId, r) }).from(sql`(select 1) as one`);
  return row.holder;
}

/**
 * Takes the next ticket of the stock and records the registration in ONE statement: the conditional
 * UPDATE row-locks the event, so concurrent registrations queue and none passes the stock; a unique
 * violation (CNIC or email already registered) fails the whole statement and gives no ticket away.
 * Null when no ticket is left or the event is closed.
 */
export async function takeTicket(db: DbOrTx, eventId: number, r: Registration, clientIp: string | null): Promise<{ id: number; ticketNo: number } | null> {
  const rows = rowsOf<{ id: number; ticket_no: number }>(
    await db.execute(sql`
      with ticket as (
        update events set tickets_issued = tickets_issued + 1
        where event_id = ${eventId} and ${openNow} and tickets_issued < ticket_stock
        returning event_id, tickets_issued
      )
      insert into event_registrations (event_id, ticket_no, name, email, cnic, phone, city, level_of_education, institution_name, client_ip)
      select event_id, tickets_issued, ${r.name}, ${r.email}, ${r.CNIC}, ${r.phoneNumber}, ${r.city}, ${r.levelofEducation}, ${r.institutionName}, ${clientIp}
      from ticket
      returning id, ticket_no`),
  );
  return rows[0] ? { id: Number(rows[0].id), ticketNo: Number(rows[0].ticket_no) } : null;
}

export async function setRegistrationMail(db: DbOrTx, registrationId: number, mailId: number) {
  await db.update(eventRegistrations).set({ MAIL_ID: mailId }).where(eq(eventRegistrations.ID, registrationId));
}

const registrationColumns = {
  TICKET_NO: eventRegistrations.TICKET_NO,
  NAME: eventRegistrations.NAME,
  EMAIL: eventRegistrations.EMAIL,
  CNIC: eventRegistrations.CNIC,
  PHONE: eventRegistrations.PHONE,
  CITY: eventRegistrations.CITY,
  LEVEL_OF_EDUCATION: eventRegistrations.LEVEL_OF_EDUCATION,
  INSTITUTION_NAME: eventRegistrations.INSTITUTION_NAME,
  CREATED_AT: eventRegistrations.CREATED_AT,
};

/**
 * A list's total (lib/list-total.ts): its counters as opened (`counters`), else the rows of `table` matching
 * `where` counted up to the cap.
 */
function totalOf(db: DbOrTx, params: ListParams, filtered: boolean, counters: Extract<TotalSource, { counters: unknown }>, table: typeof eventRegistrations | typeof mailOutbox, where: SQL | undefined): TotalSource {
  if (!filtered) return counters;
  return matchesUpToCap(db, db.select({ one: sql`1`.as('one') }).from(table).where(where), pageWindow({ ...params, page: params.page ?? 1 }));
}

/** The registrations of one event, paged, filtered and sorted (newest first by default). */
export async function listRegistrations(db: DbOrTx, eventId: number, params: ListParams): Promise<Paged<EventRegistrationRow>> {
  const c = listClauses(params, registrationColumns, [desc(eventRegistrations.CREATED_AT), desc(eventRegistrations.ID)]);
  const where = c.where ? sql`${eventRegistrations.EVENT_ID} = ${eventId} and ${c.where}` : eq(eventRegistrations.EVENT_ID, eventId);
  const rowsQuery = db
    .select({
      ID: eventRegistrations.ID,
      EVENT_CODE: events.CODE,
      ...registrationColumns,
      SENT_AT: mailOutbox.SENT_AT,
      MAIL_ID: mailOutbox.ID,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.EVENT_ID, eventRegistrations.EVENT_ID))
    .leftJoin(mailOutbox, eq(mailOutbox.ID, eventRegistrations.MAIL_ID))
    .where(where)
    .orderBy(...c.orderBy)
    .limit(c.limit)
    .offset(c.offset);
  const [rows, total] = await Promise.all([
    rowsQuery,
    listTotal(db, totalOf(db, params, c.where != null, { counters: { list: 'event_registrations', scope: eventId } }, eventRegistrations, where)),
  ]);
  return {
    ...total,
    rows: rows.map(({ SENT_AT, MAIL_ID, CREATED_AT, ...r }) => ({
      ...r,
      CREATED_AT: CREATED_AT.toISOString(),
      MAIL_STATE: MAIL_ID == null ? 'none' : SENT_AT ? 'sent' : 'outbox',
    })),
  };
}

const outboxColumns = { CREATED_AT: mailOutbox.CREATED_AT, TO: mailOutbox.TO, SUBJECT: mailOutbox.SUBJECT, STATUS: mailOutbox.STATUS, ATTEMPTS: mailOutbox.ATTEMPTS };

/** Every mail the portal kept or sent, newest first. */
export async function listOutbox(db: DbOrTx, params: ListParams): Promise<Paged<MailOutboxRow>> {
  const c = listClauses(params, outboxColumns, [desc(mailOutbox.CREATED_AT), desc(mailOutbox.ID)]);
  const [rows, total] = await Promise.all([
    db.select().from(mailOutbox).where(c.where).orderBy(...c.orderBy).limit(c.limit).offset(c.offset),
    listTotal(db, totalOf(db, params, c.where != null, { counters: { list: 'mail_outbox' } }, mailOutbox, c.where)),
  ]);
  return {
    ...total,
    rows: rows.map((m) => ({
      ID: m.ID,
      CREATED_AT: m.CREATED_AT.toISOString(),
      TO: m.TO,
      SUBJECT: m.SUBJECT,
      TEXT: m.TEXT,
      SENT_AT: m.SENT_AT?.toISOString() ?? null,
      ERROR: m.ERROR,
      STATUS: m.STATUS,
      ATTEMPTS: m.ATTEMPTS,
      LAST_ATTEMPT_AT: m.LAST_ATTEMPT_AT?.toISOString() ?? null,
    })),
  };
}
