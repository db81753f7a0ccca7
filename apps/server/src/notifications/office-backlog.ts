import { and, asc, count, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DEPT, NOTICE_PATHS, overdueCutoff, STATUS } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { cardRequests, eftApplications, students, transportRequests } from '../db/schema/index.js';
import { targetDays } from './department-targets.js';

interface OfficeQueue {
  what: string;
  link: string;
  table: typeof cardRequests | typeof transportRequests | typeof eftApplications;
  id: AnyPgColumn;
  studentId: AnyPgColumn;
  arrived: AnyPgColumn;
  waiting: SQL;
}

/** The office queues beside clearance: new requests still Submitted with the office. */
const OFFICE_QUEUES: Record<number, OfficeQueue> = {
  [DEPT.CARD_OFFICE]: {
    what: 'ID card request',
    link: NOTICE_PATHS.staff['id-card'],
    table: cardRequests,
    id: cardRequests.TRANS_ID,
    studentId: cardRequests.STUDENT_ID,
    arrived: cardRequests.DATE_OF_APPLY,
    waiting: and(eq(cardRequests.REQ_STATUS, STATUS.SUBMITTED), isNull(cardRequests.DELETED_AT))!,
  },
  [DEPT.TRANSPORT]: {
    what: 'transport request',
    link: NOTICE_PATHS.staff.transport,
    table: transportRequests,
    id: transportRequests.TRANS_ID,
    studentId: transportRequests.STUDENT_ID,
    arrived: transportRequests.APPLY_DATE,
    waiting: eq(transportRequests.REQ_STATUS, STATUS.SUBMITTED),
  },
  [DEPT.TREASURER]: {
    what: 'endowment application',
    link: NOTICE_PATHS.staff.endowment,
    table: eftApplications,
    id: eftApplications.ID,
    studentId: eftApplications.STUDENT_ID,
    arrived: eftApplications.APPLIED_AT,
    waiting: eq(eftApplications.STATUS, STATUS.SUBMITTED),
  },
};

/** Waiting, overdue and the five oldest of an office's own queue (none for other departments). */
export async function officeBacklog(db: DbOrTx, dId: number, cutoff: Date) {
  const q = OFFICE_QUEUES[dId];
  if (!q) return { waiting: 0, overdue: 0, oldest: [] };
  const [{ waiting }] = await db.select({ waiting: count() }).from(q.table as never).where(q.waiting);
  const [{ overdue }] = await db.select({ overdue: count() }).from(q.table as never).where(and(q.waiting, lt(q.arrived, cutoff)));
  const rows = (await db
    .select({ ID: q.id, AT: q.arrived, NM: students.NM, ROLNO: students.ROLNO })
    .from(q.table as never)
    .innerJoin(students, eq(students.ID, q.studentId))
    .where(q.waiting)
    .orderBy(asc(q.arrived), asc(q.id))
    .limit(5)) as { ID: number; AT: Date; NM: string; ROLNO: string }[];
  return {
    waiting,
    overdue,
    oldest: rows.map((r) => ({ at: r.AT, title: `${r.NM} (${r.ROLNO}) — ${q.what} ${r.ID}`, link: q.link })),
  };
}

/** `filters.OVERDUE`: yes (true, 1) keeps the overdue rows, any other text the rest. */
export const overdueFilter = (text: string, overdue: SQL): SQL => (['yes', 'true', '1'].includes(text.trim().toLowerCase()) ? overdue : sql`not (${overdue})`);

/** What `isLate` reads of a row already in hand: its status, arrival and (cards) deletion time. */
export interface QueueRow {
  status: number;
  arrived: Date | string;
  deletedAt?: Date | string | null;
}

/**
 * Overdue in an office's own list (docs/decisions.md): still waiting in the queue above
 * (Submitted, not deleted) and arrived before the cutoff `overdueCutoff` gives for the office's target,
 * computed once here. `where` compares the arrival column with that one timestamp (its list index
 * serves it); `isLate` is the same rule for a row the list has read already (its page's flag, with no
 * other query).
 */
export async function officeOverdue(db: DbOrTx, dId: number, now = new Date()) {
  const q = OFFICE_QUEUES[dId];
  if (!q) throw new Error(`Department ${dId} has no office queue`);
  const cutoff = overdueCutoff(now, await targetDays(db, dId));
  const where = and(q.waiting, lt(q.arrived, cutoff))!;
  return {
    where,
    // `waiting` of every queue is "Submitted" (and, for cards, not deleted). A timestamp's microseconds
    // cannot change `< cutoff` (whole milliseconds), so this agrees with `where` row for row.
    isLate: (r: QueueRow) => r.status === STATUS.SUBMITTED && r.deletedAt == null && new Date(r.arrived).getTime() < cutoff.getTime(),
    filter: (text: string) => overdueFilter(text, where),
  };
}
