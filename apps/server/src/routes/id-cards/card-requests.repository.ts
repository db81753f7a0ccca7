import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import {
  M,
  DEPT,
  dateFilterRange,
  EXPORT_ROW_CAP,
  ID_CARD_SORT_KEYS,
  listMembership,
  requestTypeName,
  statusIdsMatching,
  statusName,
  type IdCardDetail,
  type IdCardListBody,
  type IdCardRow,
  type IdCardSortKey,
  type Paged,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { accounts, cardRequests, departments, majors, students, studentSearch } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { likePattern } from '../../db/list-query.js';
import { type CountCap, cappedCount, countCap, listTotal, type TotalSource } from '../../lib/list-total.js';
import { preparedShape, preparedWindow, rowsInPageOrder } from '../../db/prepared.js';
import type { CounterSelection } from '../../db/list-counts.js';
import { officeOverdue, overdueFilter } from '../../notifications/office-backlog.js';

const cr = cardRequests;
const s = students;
const deleter = alias(accounts, 'deleter');

const rowColumns = {
  TRANS_ID: cr.TRANS_ID,
  CARD_TYPE: cr.CARD_TYPE,
  ATTEMPT_NO: cr.ATTEMPT_NO,
  STD_NAME: s.NM,
  ROL_NO: s.ROLNO,
  F_NAME: s.F_NM,
  CLASS: s.CLASS,
  MAJOR: majors.NAME,
  SESSION: s.SESSION,
  // The application's copies; the student record fills what the application left empty.
  B_GROUP: sql<string>`coalesce(nullif(${cr.B_GROUP}, ''), ${s.B_GROUP})`,
  CONTACT: sql<string>`coalesce(nullif(${cr.S_CONTACT}, ''), ${s.PH1})`,
  ADDRESS: sql<string>`coalesce(nullif(${cr.ADDRESS}, ''), ${s.ADD1})`,
  DATE_OF_APPLY: cr.DATE_OF_APPLY,
  DISTRIBUTION_DATE: cr.DISTRIBUTION_DATE,
  RF_ID: cr.RF_ID,
  MACHINE_ID: cr.MACHINE_ID,
  VENUE: cr.VENUE,
  COMMENT: cr.COMMENT,
  REQ_STATUS: cr.REQ_STATUS,
  C_CODE: s.C_CODE,
  SE_ID: s.SE_ID,
  MAJ_ID: s.MAJ_ID,
  YEAR: s.YEAR,
  RN: s.RN,
  HAS_PHOTO: sql<boolean>`(${s.PHOTO} is not null)`,
  DELETED_AT: cr.DELETED_AT,
  DELETED_BY: deleter.NM,
};

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

function toRow(r: Awaited<ReturnType<typeof selectRows>>[number]): IdCardRow {
  return {
    ...r,
    T_ID: r.TRANS_ID,
    REQUEST_TYPE: requestTypeName(r.CARD_TYPE),
    STATUS: statusName(r.REQ_STATUS),
    DATE_OF_APPLY: iso(r.DATE_OF_APPLY)!,
    DISTRIBUTION_DATE: iso(r.DISTRIBUTION_DATE),
    DELETED_AT: iso(r.DELETED_AT),
    DELETED_BY: r.DELETED_BY ?? null,
    HAS_PHOTO: !!r.HAS_PHOTO,
  };
}


/**
 * The text filters, their values given as placeholders (a prepared shape): the name on the request itself
 * (its copy, kept by triggers, and trigram index: migration 0010), the roll number and class in
 * student_search. Each matches anywhere in the text, any case, as every list's text filters do: "BSCS"
 * finds every BS Computer Science roll number (student_search's trigram index serves it).
 */
const TEXT_FILTERS: Record<string, { test: SQL; onStudent: boolean; value: (text: string) => string }> = {
  STD_NAME: { test: sql`${cr.STD_NM} ilike ${sql.placeholder('STD_NAME')}`, onStudent: false, value: likePattern },
  ROL_NO: { test: sql`${studentSearch.ROLNO} ilike ${sql.placeholder('ROL_NO')}`, onStudent: true, value: likePattern },
  CLASS: { test: sql`${studentSearch.CLASS} ilike ${sql.placeholder('CLASS')}`, onStudent: true, value: likePattern },
};

/** The filters a list asks with a value, by key (blank ones are no filter). */
const askedFilters = (body: IdCardListBody) =>
  Object.entries(body.filters ?? {})
    .map(([key, raw]) => [key, raw.trim()] as const)
    .filter(([, text]) => text !== '');

/**
 * WHERE of a card list (docs/decisions/id-cards.md): membership by card type and status, then the text
 * filters: TEXT_FILTERS (their values in `values`); the date as a day, month or year range on the
 * indexed column; the status by the ids whose name contains the text.
 */
function listWhere(body: IdCardListBody, deleted: boolean, overdue: SQL): ListWhere {
  const m = listMembership(body.cardType);
  const parts: (SQL | undefined)[] = [deleted ? isNotNull(cr.DELETED_AT) : isNull(cr.DELETED_AT)];
  const studentParts: SQL[] = [];
  const values: Record<string, string> = {};
  // Literals, not parameters, so that the planner matches the lists' partial indexes.
  if (m.cardType != null) parts.push(sql`${cr.CARD_TYPE} = ${sql.raw(String(Number(m.cardType)))}`);
  if (m.status != null) parts.push(sql`${cr.REQ_STATUS} = ${sql.raw(String(Number(m.status)))}`);
  if (m.excludeStatus != null) parts.push(sql`${cr.REQ_STATUS} <> ${sql.raw(String(Number(m.excludeStatus)))}`);
  for (const [key, text] of askedFilters(body)) {
    const filter = Object.hasOwn(TEXT_FILTERS, key) ? TEXT_FILTERS[key] : undefined;
    if (filter) {
      (filter.onStudent ? studentParts : parts).push(filter.test);
      values[key] = filter.value(text);
      continue;
    }
    switch (key) {
      case 'DATE_OF_APPLY': {
        const range = dateFilterRange(text);
        parts.push(range ? and(gte(cr.DATE_OF_APPLY, range.from), lt(cr.DATE_OF_APPLY, range.to)) : sql`false`);
        break;
      }
      case 'STATUS': {
        const ids = statusIdsMatching(text);
        parts.push(ids.length ? inArray(cr.REQ_STATUS, ids) : sql`false`);
        break;
      }
      case 'OVERDUE':
        parts.push(overdueFilter(text, overdue));
        break;
      default:
        throw badRequest(M.common.cannotFilterList);
    }
  }
  if (!studentParts.length) return { where: and(...parts)!, byStudents: null, values };
  return {
    where: and(...parts, ...studentParts)!,
    // The matching students' ids first (student_search's trigram and prefix indexes), then their requests
    // from card_requests_by_student_idx alone: for the count, which reads the matches up to its cap.
    byStudents: and(...parts, sql`${cr.STUDENT_ID} = any(array(select ${studentSearch.ID} from ${studentSearch} where ${and(...studentParts)}))`)!,
    values,
  };
}

/**
 * WHERE of a card list: `where` reads the request joined to its student's searchable columns
 * (`student_search`); `byStudents`, when a filter reads them, is the same condition on the request alone;
 * `values` are the student filters' placeholder values.
 */
interface ListWhere {
  where: SQL;
  byStudents: SQL | null;
  values: Record<string, string>;
}

/** ORDER BY of a card list, and the sort it names (`key-dir`, part of a prepared page's name). */
function orderOf(body: IdCardListBody, deleted: boolean): { order: SQL[]; sort: string } {
  const key = (body.sortBy || (deleted ? 'DELETED_AT' : 'DATE_OF_APPLY')) as IdCardSortKey;
  if (!(ID_CARD_SORT_KEYS as readonly string[]).includes(key)) throw badRequest(M.common.cannotSortList);
  const dir = body.sortDir ?? 'desc';
  const col = { DATE_OF_APPLY: cr.DATE_OF_APPLY, DISTRIBUTION_DATE: cr.DISTRIBUTION_DATE, TRANS_ID: cr.TRANS_ID, DELETED_AT: cr.DELETED_AT }[key];
  // The list indexes are `DESC NULLS LAST`; ordering the same way (or its exact reverse) lets a page
  // be read straight from the index. TRANS_ID keeps pages stable. No distribution date sorts last.
  const nulls = key === 'DISTRIBUTION_DATE' ? 'nulls last' : dir === 'desc' ? 'nulls last' : 'nulls first';
  const order = [sql`${col} ${sql.raw(dir)} ${sql.raw(nulls)}`, sql`${cr.TRANS_ID} ${sql.raw(dir)} ${sql.raw(dir === 'desc' ? 'nulls last' : 'nulls first')}`];
  return { order, sort: `${key}-${dir}` };
}

function selectRows(db: DbOrTx, where: SQL) {
  return db
    .select(rowColumns)
    .from(cr)
    .innerJoin(s, eq(s.ID, cr.STUDENT_ID))
    .innerJoin(majors, eq(majors.MAJ_ID, s.MAJ_ID))
    .leftJoin(deleter, eq(deleter.ID, cr.DELETED_BY))
    .where(where)
    .$dynamic();
}

/**
 * A page's request numbers. The requests alone (joined to students only when a filter reads them) give
 * the page's request numbers, read from the list indexes; only the page's own rows are then read, joined
 * to their students (`pageRows`), so a deep page skips index entries rather than joined (wide) rows.
 * `limit` and `offset` may be placeholders (a prepared page).
 */
function pageIdsQuery(db: DbOrTx, conditions: ListWhere, order: SQL[], limit: number | Placeholder, offset: number | Placeholder) {
  const idsQuery = db.select({ id: cr.TRANS_ID }).from(cr).$dynamic();
  // A page in date order is found soonest walking the list index and checking each request's student.
  if (conditions.byStudents) idsQuery.innerJoin(studentSearch, eq(studentSearch.ID, cr.STUDENT_ID));
  return idsQuery
    .where(conditions.where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** The rows of a page's requests, in the page's order (db/prepared.ts). */
const pageRows = rowsInPageOrder('id-cards-rows-by-ids', cr.TRANS_ID, selectRows, (r) => r.TRANS_ID);

/**
 * The count of a filtered card list, up to `cap` (lib/list-total.ts). It never joins: with a student filter
 * it reads the matching students' requests from card_requests_by_student_idx.
 */
const countQuery = (db: DbOrTx, { where, byStudents }: Omit<ListWhere, 'values'>, cap: CountCap) =>
  cappedCount(db, db.select({ one: sql`1`.as('one') }).from(cr).where(byStudents ?? where), cap);

/** The counters of a card list as opened: its card type and statuses, among live or deleted requests. */
function listCounters(body: IdCardListBody, deleted: boolean): CounterSelection {
  const m = listMembership(body.cardType);
  return {
    list: deleted ? 'card_requests_deleted' : 'card_requests',
    ...(m.cardType != null ? { scope: Number(m.cardType) } : {}),
    ...(m.status != null ? { states: [m.status] } : {}),
    ...(m.excludeStatus != null ? { exceptStates: [m.excludeStatus] } : {}),
  };
}

/** The count of a card list's first page (no overdue filter) as the list asks it, for the plan tests, with its placeholders' values. */
export const cardListCount = (db: DbOrTx, body: IdCardListBody) => {
  const conditions = listWhere(body, false, sql`false`);
  const cap = countCapOfFirstPage(body.pageSize);
  return { query: countQuery(db, conditions, cap), values: { ...conditions.values, ...cap.values } };
};
const countCapOfFirstPage = (pageSize: number) => countCap({ limit: pageSize, offset: 0 });

/**
 * A page and its total when the list asks no filter but TEXT_FILTERS, the screens' usual calls: the
 * page and capped count queries are prepared once per list, sort and set of text filters (db/prepared.ts),
 * so a request only executes them with its values; a list as opened takes its total from its counters.
 * Null for other filters (their SQL holds values).
 */
function preparedPage(db: DbOrTx, body: IdCardListBody & { page: number }, deleted: boolean, order: SQL[], sort: string) {
  const keys = askedFilters(body).map(([key]) => key);
  if (!keys.every((key) => Object.hasOwn(TEXT_FILTERS, key))) return null;
  const window = preparedWindow(body.pageSize, (body.page - 1) * body.pageSize);
  const shape = `id-cards-${Number(body.cardType)}-${deleted ? 'deleted' : 'list'}-${sort}${keys.length ? `-${keys.sort().join('.')}` : ''}`;
  const conditions = listWhere(body, deleted, sql`false`);
  const pageIds = preparedShape(db, `${shape}-${window.name}`, () => pageIdsQuery(db, conditions, order, window.limit, window.offset).prepare(`${shape}-${window.name}-ids`));
  if (!pageIds) return null;
  const total: TotalSource = keys.length
    ? {
        window: { limit: body.pageSize, offset: (body.page - 1) * body.pageSize },
        count: async (cap) => {
          const name = `${shape}-count-${cap.name}`;
          const count = preparedShape(db, name, () => countQuery(db, conditions, cap).prepare(name)) ?? countQuery(db, conditions, cap);
          return (await count.execute({ ...conditions.values, ...cap.values }))[0].n;
        },
      }
    : { counters: listCounters(body, deleted) };
  return () => Promise.all([pageIds.execute({ ...conditions.values, ...window.values }).then((ids) => pageRows(db, ids)), listTotal(db, total)]);
}

/**
 * A card list: the documented plain list without `page`; `{ rows, total }` with it. `exportAll` gives
 * every filtered row (capped) for the CSV export.
 */
export async function listCardRequests(db: DbOrTx, body: IdCardListBody, opts: { deleted?: boolean } = {}): Promise<IdCardRow[] | Paged<IdCardRow>> {
  const deleted = !!opts.deleted;
  // Each row says whether it is overdue with the card office, from its own status and date.
  const flagged = (rows: IdCardRow[], overdue: Awaited<ReturnType<typeof officeOverdue>>) =>
    rows.map((r) => ({ ...r, OVERDUE: overdue.isLate({ status: r.REQ_STATUS, arrived: r.DATE_OF_APPLY, deletedAt: r.DELETED_AT }) }));
  const { order, sort } = orderOf(body, deleted);
  const prepared = body.page != null && !body.exportAll ? preparedPage(db, { ...body, page: body.page }, deleted, order, sort) : null;
  if (prepared) {
    // No filter needs the office's target first: it is read beside the page.
    const [overdue, [rows, total]] = await Promise.all([officeOverdue(db, DEPT.CARD_OFFICE), prepared()]);
    return { rows: flagged(rows.map(toRow), overdue), ...total };
  }
  const overdue = await officeOverdue(db, DEPT.CARD_OFFICE);
  const conditions = listWhere(body, deleted, overdue.where);
  if (body.page == null || body.exportAll) {
    const rows = flagged(
      (
        await selectRows(db, conditions.byStudents ?? conditions.where)
          .orderBy(...order)
          .limit(EXPORT_ROW_CAP)
          .execute(conditions.values)
      ).map(toRow),
      overdue,
    );
    return body.page == null ? rows : { rows, total: rows.length };
  }
  const window = { limit: body.pageSize, offset: (body.page - 1) * body.pageSize };
  const [rows, total] = await Promise.all([
    pageIdsQuery(db, conditions, order, window.limit, window.offset)
      .execute(conditions.values)
      .then((ids) => pageRows(db, ids)),
    listTotal(db, { window, count: async (cap) => (await countQuery(db, conditions, cap).execute({ ...conditions.values, ...cap.values }))[0].n }),
  ]);
  return { rows: flagged(rows.map(toRow), overdue), ...total };
}

/** The card request itself (for changes), or null. `deleted` picks from the deleted ones instead. */
export async function findCardRequest(db: DbOrTx, tId: number, opts: { deleted?: boolean; lock?: boolean } = {}) {
  const q = db
    .select()
    .from(cr)
    .where(and(eq(cr.TRANS_ID, tId), opts.deleted ? isNotNull(cr.DELETED_AT) : isNull(cr.DELETED_AT)))
    .limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export type CardRequestRecord = NonNullable<Awaited<ReturnType<typeof findCardRequest>>>;

/** The request detail of the dialog and edit forms (not deleted), or null. */
export async function findCardRequestDetail(db: DbOrTx, tId: number): Promise<IdCardDetail | null> {
  const [r] = await db
    .select({
      T_ID: cr.TRANS_ID,
      CARD_TYPE: cr.CARD_TYPE,
      YEAR: s.YEAR,
      RN: s.RN,
      C_CODE: s.C_CODE,
      SE_ID: s.SE_ID,
      MAJ_ID: s.MAJ_ID,
      ROLNO: s.ROLNO,
      NM: s.NM,
      F_NM: s.F_NM,
      F_CONTACT: cr.F_CONTACT,
      STUDENT_F_CONTACT: s.F_CONTACT,
      S_CONTACT: cr.S_CONTACT,
      STUDENT_PH1: s.PH1,
      DEPARTMENT: departments.D_NM,
      CLASS: s.CLASS,
      MAJOR: majors.NAME,
      SESSION: s.SESSION,
      ADDRESS: cr.ADDRESS,
      STUDENT_ADDRESS: s.ADD1,
      BLOOD_GROUP: cr.B_GROUP,
      STUDENT_B_GROUP: s.B_GROUP,
      Date_of_apply: cr.DATE_OF_APPLY,
      COMMENT: cr.COMMENT,
      VENUE: cr.VENUE,
      REQ_STATUS: cr.REQ_STATUS,
      DISTRIBUTION_DATE: cr.DISTRIBUTION_DATE,
      RF_ID: cr.RF_ID,
      MACHINE_ID: cr.MACHINE_ID,
      ATTEMPT_NO: cr.ATTEMPT_NO,
      HAS_PHOTO: sql<boolean>`(${s.PHOTO} is not null)`,
    })
    .from(cr)
    .innerJoin(s, eq(s.ID, cr.STUDENT_ID))
    .innerJoin(majors, eq(majors.MAJ_ID, s.MAJ_ID))
    .innerJoin(departments, eq(departments.D_ID, s.D_ID))
    .where(and(eq(cr.TRANS_ID, tId), isNull(cr.DELETED_AT)))
    .limit(1);
  if (!r) return null;
  const { STUDENT_F_CONTACT, STUDENT_PH1, STUDENT_ADDRESS, STUDENT_B_GROUP, ...d } = r;
  // The application's copies win; the student record fills what the application left empty.
  return {
    ...d,
    REQUEST_TYPE: requestTypeName(d.CARD_TYPE),
    STATUS: statusName(d.REQ_STATUS),
    F_CONTACT: d.F_CONTACT || STUDENT_F_CONTACT,
    S_CONTACT: d.S_CONTACT || STUDENT_PH1,
    ADDRESS: d.ADDRESS || STUDENT_ADDRESS,
    BLOOD_GROUP: d.BLOOD_GROUP || STUDENT_B_GROUP,
    Date_of_apply: iso(d.Date_of_apply)!,
    DISTRIBUTION_DATE: iso(d.DISTRIBUTION_DATE),
    HAS_PHOTO: !!d.HAS_PHOTO,
  };
}

/** What the student's own views read of a request: the application's columns, none of the office's (RF id, machine id, who deleted it). */
const studentColumns = {
  TRANS_ID: cr.TRANS_ID, STUDENT_ID: cr.STUDENT_ID, CARD_TYPE: cr.CARD_TYPE, ATTEMPT_NO: cr.ATTEMPT_NO, S_CONTACT: cr.S_CONTACT, F_CONTACT: cr.F_CONTACT,
  B_GROUP: cr.B_GROUP, ADDRESS: cr.ADDRESS, DATE_OF_APPLY: cr.DATE_OF_APPLY, DISTRIBUTION_DATE: cr.DISTRIBUTION_DATE, VENUE: cr.VENUE, COMMENT: cr.COMMENT,
  REQ_STATUS: cr.REQ_STATUS, FEE_AMOUNT: cr.FEE_AMOUNT, FEE_DUE_DATE: cr.FEE_DUE_DATE, FEE_PAID_AT: cr.FEE_PAID_AT, DELETED_AT: cr.DELETED_AT,
};

export type StudentCardRow = Awaited<ReturnType<typeof findStudentCardRequests>>[number];

/** Every card request of a student (deleted ones too: they count for the rules), newest first. */
export function findStudentCardRequests(db: DbOrTx, studentId: number) {
  return db.select(studentColumns).from(cr).where(eq(cr.STUDENT_ID, studentId)).orderBy(desc(cr.DATE_OF_APPLY), desc(cr.TRANS_ID));
}

/** One request (not deleted) in the columns of the student's views, or null. */
export async function findStudentCardRequest(db: DbOrTx, transId: number, opts: { lock?: boolean } = {}) {
  const q = db.select(studentColumns).from(cr).where(and(eq(cr.TRANS_ID, transId), isNull(cr.DELETED_AT))).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}
