import {
  DEPT,
  formatDate,
  formatDateLong,
  type Paged,
  type StudentTransportRequest,
  statusName,
  type TransportColumn,
  type TransportListQuery,
  type TransportRequestRow,
} from '@portal/domain';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { busRoutes, busStops, departments, majors, requestStatuses, students, transportRequests as tr } from '../../db/schema/index.js';
import { historyOf } from '../../lib/audit.js';
import { isTextColumn, likePattern, own, pageWindow } from '../../db/list-query.js';
import { cappedCount, listTotal, type TotalSource } from '../../lib/list-total.js';
import { preparedShape, preparedWindow, rowsInPageOrder } from '../../db/prepared.js';
import { STUDENT_SEARCH_COLUMNS, studentMatches } from '../../db/student-search.js';
import { officeOverdue, overdueFilter } from '../../notifications/office-backlog.js';

export const TRANSPORT_REQUEST_TYPE = 'Transport Card';

const rowColumns = {
  TRANS_ID: tr.TRANS_ID,
  STUDENT_ID: tr.STUDENT_ID,
  ROLNO: students.ROLNO,
  NM: students.NM,
  F_NM: students.F_NM,
  F_CONTACT: tr.F_CONTACT,
  S_CONTACT: tr.S_CONTACT,
  DEPARTMENT: departments.D_NM,
  SESSION: students.SESSION,
  CLASS: students.CLASS,
  MAJOR: majors.NAME,
  APPLY_DATE: tr.APPLY_DATE,
  ADDRESS: tr.ADDRESS,
  ROUTE_ID: tr.ROUTE_ID,
  ROUTE_NO: busRoutes.ROUTE_NO,
  ROUTE_NAME: busRoutes.ROUTE_NAME,
  STOP_ID: tr.STOP_ID,
  STOP_NAME: busStops.STOP_NAME,
  REQ_STATUS: tr.REQ_STATUS,
  REQUEST_STATUS: requestStatuses.REQ_DEF,
  DISTRIBUTION_DATE: tr.DISTRIBUTION_DATE,
  VENUE: tr.VENUE,
  COMMENT: tr.COMMENT,
  C_CODE: students.C_CODE,
  SE_ID: students.SE_ID,
  MAJ_ID: students.MAJ_ID,
  YEAR: students.YEAR,
  RN: students.RN,
  ATTEMPT_NO: tr.ATTEMPT_NO,
  HAS_PHOTO: sql<boolean>`(${students.PHOTO} is not null)`,
};

type DbRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function baseQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(tr)
    .innerJoin(students, eq(students.ID, tr.STUDENT_ID))
    .innerJoin(majors, eq(majors.MAJ_ID, students.MAJ_ID))
    .innerJoin(departments, eq(departments.D_ID, students.D_ID))
    .innerJoin(busRoutes, eq(busRoutes.ROUTE_ID, tr.ROUTE_ID))
    .innerJoin(busStops, eq(busStops.STOP_ID, tr.STOP_ID))
    .leftJoin(requestStatuses, eq(requestStatuses.REQ_ID, tr.REQ_STATUS));
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' without time-zone shifts. */
const dmy = (ymd: string | null) => (ymd ? ymd.split('-').reverse().join('-') : '');

/** A database row as the documented transport request. */
export function toRequestRow(r: DbRow): TransportRequestRow & { STUDENT_ID: number } {
  const status = r.REQUEST_STATUS ?? statusName(r.REQ_STATUS);
  return {
    ...r,
    F_CONTACT: r.F_CONTACT || 'N/A',
    APPLY_DATE: r.APPLY_DATE.toISOString(),
    DATE_OF_APPLY: formatDate(r.APPLY_DATE),
    STATUS: status,
    REQUEST_STATUS: status,
    REQUEST_TYPE: TRANSPORT_REQUEST_TYPE,
    DIST_DT: r.DISTRIBUTION_DATE ? dmy(r.DISTRIBUTION_DATE) : 'N/A',
    HAS_PHOTO: Boolean(r.HAS_PHOTO),
  };
}

/** Sortable and filterable columns of the list → SQL expressions. */
const COLUMN_SQL: Record<TransportColumn, AnyPgColumn | SQL> = {
  TRANS_ID: tr.TRANS_ID,
  ROLNO: students.ROLNO,
  NM: students.NM,
  DEPARTMENT: departments.D_NM,
  CLASS: students.CLASS,
  SESSION: students.SESSION,
  MAJOR: majors.NAME,
  ROUTE_NO: busRoutes.ROUTE_NO,
  ROUTE_NAME: busRoutes.ROUTE_NAME,
  STOP_NAME: busStops.STOP_NAME,
  STATUS: requestStatuses.REQ_DEF,
  REQUEST_STATUS: requestStatuses.REQ_DEF,
  APPLY_DATE: tr.APPLY_DATE,
  DATE_OF_APPLY: tr.APPLY_DATE,
  DISTRIBUTION_DATE: tr.DISTRIBUTION_DATE,
  DIST_DT: tr.DISTRIBUTION_DATE,
  VENUE: tr.VENUE,
};
const DATE_COLUMNS = new Set(['APPLY_DATE', 'DATE_OF_APPLY', 'DISTRIBUTION_DATE', 'DIST_DT']);

/** A column as the text a filter matches: dates as shown, text columns bare (so their trigram indexes serve the filter). */
const asText = (key: string): SQL | AnyPgColumn => {
  const column = own(COLUMN_SQL, key)!;
  if (DATE_COLUMNS.has(key)) return sql`to_char(${column}, 'DD-MM-YYYY')`;
  return isTextColumn(column) ? column : sql`cast(${column} as text)`;
};

/**
 * The free-text search over request number, roll number, name, route, stop and status: one trigram
 * match on the request's `search_text`, which holds them all (kept by triggers, migration 0010).
 * `pattern` is the ILIKE pattern (`likePattern(text)`) or a placeholder for it.
 */
export const transportSearch = (pattern: string | Placeholder): SQL => sql`${tr.SEARCH_TEXT} ilike ${pattern}`;

/** The filters and search a list asks with a value (blank ones are none). */
function askedFilters(q: TransportListQuery) {
  return Object.entries(q.filters ?? {})
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([key, value]) => value !== '' && (key === 'OVERDUE' || Object.hasOwn(COLUMN_SQL, key)));
}

/**
 * WHERE of the list. Each "contains" filter and the search have their pattern as a placeholder named
 * after them (`values`), so the query's text depends only on which are asked (a prepared shape); the
 * overdue filter alone holds values (`prepared: false`).
 */
function whereOf(q: TransportListQuery, overdue: SQL) {
  const parts: SQL[] = [];
  const values: Record<string, string> = {};
  let prepared = true;
  for (const [key, value] of askedFilters(q)) {
    if (key === 'OVERDUE') {
      parts.push(overdueFilter(value, overdue));
      prepared = false;
      continue;
    }
    values[key] = likePattern(value);
    const test = (column: AnyPgColumn | SQL) => sql`${column} ilike ${sql.placeholder(key)}`;
    // The student's name, roll number and class: from student_search, without joining the students.
    if (Object.hasOwn(STUDENT_SEARCH_COLUMNS, key)) parts.push(studentMatches(tr.STUDENT_ID, test(STUDENT_SEARCH_COLUMNS[key as keyof typeof STUDENT_SEARCH_COLUMNS])));
    else parts.push(test(asText(key)));
  }
  if (q.search) {
    values.search = likePattern(q.search);
    parts.push(transportSearch(sql.placeholder('search')));
  }
  return { where: parts.length ? and(...parts) : undefined, values, prepared };
}

function orderOf(q: TransportListQuery): SQL[] {
  const col = own(COLUMN_SQL, q.sortBy);
  // Default: apply date, newest first (index transport_requests_apply_idx).
  if (!col) return [sql`${tr.APPLY_DATE} desc nulls last`, sql`${tr.TRANS_ID} desc nulls last`];
  const dir = q.sortDir === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${col} ${dir}`, sql`${tr.TRANS_ID} ${dir}`];
}

/**
 * transport_requests joined to exactly the tables `keys` (filter or sort columns) read. Every join is
 * on a NOT NULL foreign key, so none changes which requests there are.
 */
function requestsReading<T extends SelectedFields>(db: DbOrTx, columns: T, keys: string[]) {
  const reads = (...ks: string[]) => keys.some((k) => ks.includes(k));
  // A dynamic query's joins change it in place.
  const query = db.select(columns).from(tr).$dynamic();
  if (reads('ROLNO', 'NM', 'CLASS', 'SESSION', 'MAJOR', 'DEPARTMENT')) query.innerJoin(students, eq(students.ID, tr.STUDENT_ID));
  if (reads('MAJOR')) query.innerJoin(majors, eq(majors.MAJ_ID, students.MAJ_ID));
  if (reads('DEPARTMENT')) query.innerJoin(departments, eq(departments.D_ID, students.D_ID));
  if (reads('ROUTE_NO', 'ROUTE_NAME')) query.innerJoin(busRoutes, eq(busRoutes.ROUTE_ID, tr.ROUTE_ID));
  if (reads('STOP_NAME')) query.innerJoin(busStops, eq(busStops.STOP_ID, tr.STOP_ID));
  if (reads('STATUS', 'REQUEST_STATUS')) query.leftJoin(requestStatuses, eq(requestStatuses.REQ_ID, tr.REQ_STATUS));
  return query;
}

/**
 * The page's request numbers and the matches to count (lib/list-total.ts), read from transport_requests
 * joined only to what the filters and the sort read; the page's own rows are then read by their numbers
 * (`pageRows`). So neither the count nor a deep page or a search reads every joined (wide) student row.
 * `limit` and `offset` may be placeholders (a prepared shape).
 */
function listQueries(db: DbOrTx, q: TransportListQuery, where: ReturnType<typeof whereOf>, limit: number | Placeholder, offset: number | Placeholder) {
  const filterKeys = askedFilters(q)
    .map(([key]) => key)
    .filter((key) => Object.hasOwn(COLUMN_SQL, key) && !Object.hasOwn(STUDENT_SEARCH_COLUMNS, key));
  const sortKeys = q.sortBy && own(COLUMN_SQL, q.sortBy) ? [q.sortBy] : [];
  const pageIds = requestsReading(db, { id: tr.TRANS_ID }, [...filterKeys, ...sortKeys])
    .where(where.where)
    .orderBy(...orderOf(q))
    .limit(limit)
    .offset(offset);
  const matches = requestsReading(db, { one: sql`1`.as('one') }, filterKeys).where(where.where);
  return { pageIds, matches };
}

/** The rows of a page's requests, joined to their students, routes and stops, in the page's order (db/prepared.ts). */
const pageRows = rowsInPageOrder('transport-rows-by-ids', tr.TRANS_ID, (db, where) => baseQuery(db).where(where), (r) => r.TRANS_ID);

/**
 * The office's list: one page (every row for an export) with the total (lib/list-total.ts: the counters
 * of the list as opened, else the matches counted up to the cap). A list without the overdue filter, the
 * screens' usual calls, runs prepared queries (db/prepared.ts): built once per set of asked filters,
 * search and sort, then only executed with the request's values.
 */
export async function listTransportRequests(db: DbOrTx, q: TransportListQuery): Promise<Paged<ReturnType<typeof toRequestRow>>> {
  const { limit, offset } = pageWindow(q);
  const planned = whereOf(q, sql`false`);
  const shape = [q.sortBy && own(COLUMN_SQL, q.sortBy) ? `${q.sortBy}-${q.sortDir === 'asc' ? 'asc' : 'desc'}` : 'default', ...askedFilters(q).map(([key]) => key).sort(), q.search ? 'search' : ''];
  const window = preparedWindow(limit, offset);
  const name = `transport-${shape.filter(Boolean).join('-')}`;
  const prepared = planned.prepared
    ? preparedShape(db, `${name}-${window.name}`, () => listQueries(db, q, planned, window.limit, window.offset).pageIds.prepare(`${name}-${window.name}-ids`))
    : null;
  const unfiltered = !askedFilters(q).length && !q.search;
  const totalOf = (where: ReturnType<typeof whereOf>, prepare: boolean): TotalSource =>
    unfiltered
      ? { counters: { list: 'transport_requests' } }
      : {
          window: { limit, offset },
          count: async (cap) => {
            const countName = `${name}-count-${cap.name}`;
            const build = () => cappedCount(db, listQueries(db, q, where, limit, offset).matches, cap);
            const count = (prepare ? preparedShape(db, countName, () => build().prepare(countName)) : null) ?? build();
            return (await count.execute({ ...where.values, ...cap.values }))[0].n;
          },
        };
  const pageOf = (ids: { id: number }[]) => pageRows(db, ids);
  // Without the overdue filter, the office's target is read beside the page.
  const overduePromise = officeOverdue(db, DEPT.TRANSPORT);
  const [overdue, [rows, total]] = prepared
    ? await Promise.all([overduePromise, Promise.all([prepared.execute({ ...planned.values, ...window.values }).then(pageOf), listTotal(db, totalOf(planned, true))])])
    : await overduePromise.then(async (overdue) => {
        const where = whereOf(q, overdue.where);
        const queries = listQueries(db, q, where, limit, offset);
        return [overdue, await Promise.all([queries.pageIds.execute(where.values).then(pageOf), listTotal(db, totalOf(where, false))])] as const;
      });
  // Each row says whether it is overdue with the transport office.
  return { rows: rows.map((r) => ({ ...toRequestRow(r), OVERDUE: overdue.isLate({ status: r.REQ_STATUS, arrived: r.APPLY_DATE }) })), ...total };
}

export async function getTransportRequest(db: DbOrTx, transId: number) {
  const [row] = await baseQuery(db).where(eq(tr.TRANS_ID, transId)).limit(1);
  return row ? toRequestRow(row) : null;
}

/** Who changed the request, newest first. */
export async function transportRequestHistory(db: DbOrTx, transId: number) {
  const rows = await historyOf(db, 'transport_request', transId);
  return rows.map((r) => ({ AT: r.AT.toISOString(), ACTOR_NAME: r.ACTOR_NAME, ACTION: r.ACTION, BEFORE: r.BEFORE, AFTER: r.AFTER }));
}

/** The signed-in student's requests, newest first (GET /api/student/transport-requests). */
export async function studentTransportRequests(db: DbOrTx, studentId: number): Promise<StudentTransportRequest[]> {
  const rows = await baseQuery(db).where(eq(tr.STUDENT_ID, studentId)).orderBy(sql`${tr.APPLY_DATE} desc`, sql`${tr.TRANS_ID} desc`);
  return rows.map((r) => ({
    TRANS_ID: r.TRANS_ID,
    REQUEST_TYPE: TRANSPORT_REQUEST_TYPE,
    DATE_OF_APPLY: formatDateLong(r.APPLY_DATE),
    APPLY_DATE: r.APPLY_DATE.toISOString(),
    DISTRIBUTION_DATE: r.DISTRIBUTION_DATE ? formatDateLong(`${r.DISTRIBUTION_DATE}T00:00:00`) : 'N/A',
    VENUE: r.VENUE,
    COMMENT: r.COMMENT,
    REQ_STATUS: r.REQ_STATUS,
    STATUS: r.REQUEST_STATUS ?? statusName(r.REQ_STATUS),
    ROUTE_ID: r.ROUTE_ID,
    ROUTE_NO: r.ROUTE_NO,
    ROUTE_NAME: r.ROUTE_NAME,
    STOP_ID: r.STOP_ID,
    STOP_NAME: r.STOP_NAME,
  }));
}

export async function photoOfRequest(db: DbOrTx, transId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ PHOTO: students.PHOTO })
    .from(tr)
    .innerJoin(students, eq(students.ID, tr.STUDENT_ID))
    .where(eq(tr.TRANS_ID, transId))
    .limit(1);
  return row?.PHOTO ?? null;
}
