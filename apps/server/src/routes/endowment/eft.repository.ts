import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { DEPT, EFT_DOCUMENT_NEEDED_STATUSES, STATUS_NAMES, nextStepFor, statusName, type EftFilterColumn, type EftSortColumn, type ListParams } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { departments, eftApplications, eftSchedules, students } from '../../db/schema/index.js';
import { historyOf } from '../../lib/audit.js';
import { contains, likePattern, own, pageWindow } from '../../db/list-query.js';
import { listTotal, matchesUpToCap } from '../../lib/list-total.js';
import { studentContains } from '../../db/student-search.js';
import { officeOverdue } from '../../notifications/office-backlog.js';
import { preparedOnce, preparedWindow, rowsInPageOrder } from '../../db/prepared.js';
import type { SelectedFields } from 'drizzle-orm/pg-core';

/** The schedule open at `now` (the latest opened one if several), or null. */
export async function findLiveSchedule(db: DbOrTx, now: Date) {
  const [s] = await db
    .select()
    .from(eftSchedules)
    .where(and(lte(eftSchedules.OPENS_AT, now), gt(eftSchedules.CLOSES_AT, now)))
    .orderBy(desc(eftSchedules.OPENS_AT))
    .limit(1);
  return s ?? null;
}

export async function hasApplied(db: DbOrTx, scheduleId: number, studentId: number) {
  const [r] = await db.select({ n: count() }).from(eftApplications).where(and(eq(eftApplications.SCHEDULE_ID, scheduleId), eq(eftApplications.STUDENT_ID, studentId)));
  return (r?.n ?? 0) > 0;
}

/** Everything of an application but the document bytes, with the student and schedule. */
const listColumns = {
  ID: eftApplications.ID,
  SCHEDULE_ID: eftApplications.SCHEDULE_ID,
  SCHEDULE_TITLE: eftSchedules.TITLE,
  STUDENT_ID: eftApplications.STUDENT_ID,
  NM: students.NM,
  F_NM: students.F_NM,
  ROLNO: students.ROLNO,
  CLASS: students.CLASS,
  SESSION: students.SESSION,
  DEPARTMENT: departments.D_NM,
  HOUSEHOLD_INCOME: eftApplications.HOUSEHOLD_INCOME,
  DEPENDANTS: eftApplications.DEPENDANTS,
  GUARDIAN_OCCUPATION: eftApplications.GUARDIAN_OCCUPATION,
  REASON: eftApplications.REASON,
  DOC_NAME: eftApplications.DOC_NAME,
  DOC_TYPE: eftApplications.DOC_TYPE,
  DOC_SIZE: eftApplications.DOC_SIZE,
  REQ_STATUS: eftApplications.STATUS,
  COMMENT: eftApplications.COMMENT,
  APPLIED_AT: eftApplications.APPLIED_AT,
  UPDATED_AT: eftApplications.UPDATED_AT,
};

type Row = { [K in keyof typeof listColumns]: unknown } & { REQ_STATUS: number; STUDENT_ID: number };

export const present = <T extends Row>(r: T) => ({
  ...r,
  STATUS: statusName(r.REQ_STATUS),
  NEXT_STEP: nextStepFor('endowment', r.REQ_STATUS),
  CAN_UPLOAD: EFT_DOCUMENT_NEEDED_STATUSES.includes(r.REQ_STATUS),
});

const baseQuery = (db: DbOrTx) =>
  db
    .select(listColumns)
    .from(eftApplications)
    .innerJoin(students, eq(students.ID, eftApplications.STUDENT_ID))
    .innerJoin(departments, eq(departments.D_ID, students.D_ID))
    .innerJoin(eftSchedules, eq(eftSchedules.ID, eftApplications.SCHEDULE_ID));

export async function findApplication(db: DbOrTx, id: number) {
  const [r] = await baseQuery(db).where(eq(eftApplications.ID, id)).limit(1);
  return r ? present(r) : null;
}

export async function findStudentApplications(db: DbOrTx, studentId: number) {
  const rows = await baseQuery(db).where(eq(eftApplications.STUDENT_ID, studentId)).orderBy(desc(eftApplications.APPLIED_AT));
  return rows.map(present);
}


/** Text filters of the staff list (column → condition). */
const FILTERS: Record<EftFilterColumn, (text: string) => SQL | undefined> = {
  // The name on the application itself (its copy, kept by triggers, and trigram index: migration 0015).
  NM: (t) => contains(eftApplications.STD_NM, t),
  ROLNO: (t) => studentContains(eftApplications.STUDENT_ID, 'ROLNO', t),
  CLASS: (t) => studentContains(eftApplications.STUDENT_ID, 'CLASS', t),
  DEPARTMENT: (t) => sql`lower(${departments.D_NM}) like ${likePattern(t.toLowerCase())}`,
  SCHEDULE_TITLE: (t) => sql`lower(${eftSchedules.TITLE}) like ${likePattern(t.toLowerCase())}`,
  APPLIED_AT: (t) => sql`to_char(${eftApplications.APPLIED_AT}, 'DD-MM-YYYY') like ${likePattern(t.toLowerCase())}`,
  STATUS: (t) => {
    const ids = Object.entries(STATUS_NAMES).filter(([, n]) => n.toLowerCase().includes(t.toLowerCase())).map(([id]) => Number(id));
    return ids.length ? inArray(eftApplications.STATUS, ids) : sql`false`;
  },
};

const SORTS: Record<EftSortColumn, SQL | typeof eftApplications.APPLIED_AT> = {
  APPLIED_AT: eftApplications.APPLIED_AT,
  HOUSEHOLD_INCOME: sql`${eftApplications.HOUSEHOLD_INCOME}`,
  DEPENDANTS: sql`${eftApplications.DEPENDANTS}`,
  // The application's copy of the name (migration 0015): the page's ids are read without the students.
  NM: sql`lower(${eftApplications.STD_NM})`,
  STATUS: sql`${eftApplications.STATUS}`,
};

/**
 * The applications joined to exactly what the filters `keys` read (the department through the student,
 * the schedule's title); every join is on a NOT NULL foreign key, so none changes which applications
 * there are. The name, roll-number and class filters and every sort read the application alone.
 */
function applicationsReading<T extends SelectedFields>(db: DbOrTx, columns: T, keys: string[]) {
  // A dynamic query's joins change it in place.
  const query = db.select(columns).from(eftApplications).$dynamic();
  if (keys.includes('DEPARTMENT')) {
    query.innerJoin(students, eq(students.ID, eftApplications.STUDENT_ID));
    query.innerJoin(departments, eq(departments.D_ID, students.D_ID));
  }
  if (keys.includes('SCHEDULE_TITLE')) query.innerJoin(eftSchedules, eq(eftSchedules.ID, eftApplications.SCHEDULE_ID));
  return query;
}

/**
 * The rows of a page's applications, with their students and schedules, in the page's order
 * (db/prepared.ts): a page reads its ids from the applications alone first, so a deep page skips index
 * entries, not joined rows.
 */
const pageRows = rowsInPageOrder('eft-rows-by-ids', eftApplications.ID, (db, where) => baseQuery(db).where(where), (r) => r.ID);

/** ORDER BY of the staff list, and the sort it names (part of a prepared list's name). */
function orderOf(p: ListParams) {
  const key = p.sortBy && Object.hasOwn(SORTS, p.sortBy) ? (p.sortBy as EftSortColumn) : 'APPLIED_AT';
  // Every sort column is NOT NULL; naming the index's null order (DESC NULLS LAST) lets the default page
  // be read from eft_applications_list_idx instead of sorting every application. Ties: newest ID first.
  const dir = p.sortDir === 'asc' ? 'asc nulls first' : 'desc nulls last';
  return { order: [sql`${SORTS[key]} ${sql.raw(dir)}`, sql`${eftApplications.ID} desc nulls last`], sort: `${key}-${p.sortDir === 'asc' ? 'asc' : 'desc'}` };
}

/**
 * The list without filters, the screens' usual call: its page's ids query is prepared once per sort
 * (db/prepared.ts), so a request only executes it; the total comes from the list's counters.
 */
async function plainList(db: DbOrTx, p: ListParams) {
  const { order, sort } = orderOf(p);
  const { limit, offset } = pageWindow(p);
  const window = preparedWindow(limit, offset);
  const name = `eft-list-${sort}-${window.name}`;
  const ids = preparedOnce(db, name, () =>
    db
      .select({ id: eftApplications.ID })
      .from(eftApplications)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset)
      .prepare(`${name}-ids`),
  );
  return Promise.all([ids.execute(window.values).then((page) => pageRows(db, page)), listTotal(db, { counters: { list: 'eft_applications' } })]);
}

/** The staff list: filters, sort and paging on the server; every row when no page is asked. */
export async function listApplications(db: DbOrTx, p: ListParams) {
  const filtered = Object.entries(p.filters ?? {}).filter(([k, v]) => v.trim() !== '' && (k === 'OVERDUE' || own(FILTERS, k)));
  // Each row says whether it is overdue with the treasurer, from its own status and date.
  // Without a filter that needs it first, the treasurer's target is read beside the page.
  const [overdue, [rows, total]] = filtered.length
    ? await filteredList(db, p)
    : await Promise.all([officeOverdue(db, DEPT.TREASURER), plainList(db, p)]);
  return { rows: rows.map((r) => ({ ...present(r), OVERDUE: overdue.isLate({ status: r.REQ_STATUS, arrived: r.APPLIED_AT }) })), ...total };
}

async function filteredList(db: DbOrTx, p: ListParams) {
  const overdue = await officeOverdue(db, DEPT.TREASURER);
  const conds = Object.entries(p.filters ?? {})
    .filter(([, v]) => v.trim() !== '')
    .map(([k, v]) => (k === 'OVERDUE' ? overdue.filter(v) : own(FILTERS, k)?.(v.trim())))
    .filter((c): c is SQL => !!c);
  const where = conds.length ? and(...conds) : undefined;
  const { order } = orderOf(p);
  const { limit, offset } = pageWindow(p);
  const keys = Object.entries(p.filters ?? {})
    .filter(([k, v]) => own(FILTERS, k) && v.trim() !== '')
    .map(([k]) => k);
  const matches = applicationsReading(db, { one: sql`1`.as('one') }, keys).where(where);
  return [
    overdue,
    await Promise.all([
      applicationsReading(db, { id: eftApplications.ID }, keys)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .then((page) => pageRows(db, page)),
      listTotal(db, matchesUpToCap(db, matches, { limit, offset })),
    ]),
  ] as const;
}

/** Who changed the application, oldest first. */
export async function findHistory(db: DbOrTx, id: number) {
  const rows = await historyOf(db, 'eft_application', id, { order: 'asc' });
  // The audit keeps each change's fields as a JSON object.
  const fields = (v: unknown) => (v ?? null) as Record<string, unknown> | null;
  return rows.map((r) => ({ AT: r.AT, ACTOR_NAME: r.ACTOR_NAME, ACTION: r.ACTION, BEFORE: fields(r.BEFORE), AFTER: fields(r.AFTER) }));
}

/** Every schedule, newest first, with its number of applications. */
export function listSchedules(db: DbOrTx) {
  return db
    .select({
      ID: eftSchedules.ID,
      TITLE: eftSchedules.TITLE,
      OPENS_AT: eftSchedules.OPENS_AT,
      CLOSES_AT: eftSchedules.CLOSES_AT,
      APPLICATIONS: sql<number>`(select count(*)::int from ${eftApplications} where ${eftApplications.SCHEDULE_ID} = ${eftSchedules.ID})`,
    })
    .from(eftSchedules)
    .orderBy(desc(eftSchedules.OPENS_AT));
}
