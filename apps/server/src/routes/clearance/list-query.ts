import {
  type AdminListParams,
  type ClearanceListRow,
  type ClearanceSortColumn,
  overdueCutoff,
  type Paged,
  STATUS,
  STATUS_IDS,
  STATUS_NAMES,
} from '@portal/domain';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clearanceRequests as q, clearanceRows as r } from '../../db/schema/index.js';
import { contains, inOrderOf, likePattern, own, pageWindow } from '../../db/list-query.js';
import { listTotal, matchesUpToCap } from '../../lib/list-total.js';
import { targetDays } from '../../notifications/department-targets.js';
import { overdueFilter } from '../../notifications/office-backlog.js';

const SORTS: Record<ClearanceSortColumn, SQL | unknown> = {
  APPLY_DATE: r.APPLY_DATE,
  STD_NAME: sql`lower(${q.STD_NAME})`,
  STD_ROLLNO: q.STD_ROLLNO,
  CLASS: q.CLASS,
  REQ_DEF: r.REQ_ID,
  DATE: r.DATE,
  ROWS_APPROVED: q.ROWS_APPROVED,
  T_ID: q.T_ID,
};

/** The sort columns on the department's row itself (the others are the request's). */
const ROW_SORTS: ReadonlySet<string> = new Set<ClearanceSortColumn>(['APPLY_DATE', 'REQ_DEF', 'DATE']);

/**
 * The clearance list of one department: one line per request on which the department has a
 * row, with its own status, venue and date, and the overall progress. Paged, filtered and sorted in
 * the database (clearance_rows_dept_* indexes: the department's rows by apply date). The total of the
 * list as opened (a status chosen or not) comes from its counters, a filtered one is counted up to the
 * cap (lib/list-total.ts).
 */
export async function listForDepartment(db: DbOrTx, deptId: number, p: AdminListParams): Promise<Paged<ClearanceListRow>> {
  const where: SQL[] = [eq(r.D_ID, deptId), eq(r.DELETED, false)];
  let needsRequest = false;
  // A row still Pending with this department past its target working days is overdue.
  const cutoff = overdueCutoff(new Date(), await targetDays(db, deptId));
  const overdue = and(eq(r.REQ_ID, STATUS.PENDING), lt(r.APPLY_DATE, cutoff))!;
  if (typeof p.STATUS === 'number') where.push(eq(r.REQ_ID, p.STATUS));
  // The list as opened: its department, and the status chosen above the list if any.
  const unfiltered = where.length;
  for (const [key, raw] of Object.entries(p.filters ?? {})) {
    const v = raw.trim();
    if (!v) continue;
    if (['STD_NAME', 'STD_ROLLNO', 'CLASS', 'CLR_ID'].includes(key)) needsRequest = true;
    if (key === 'STD_NAME') where.push(contains(q.STD_NAME, v));
    else if (key === 'STD_ROLLNO') where.push(contains(q.STD_ROLLNO, v));
    else if (key === 'CLASS') where.push(contains(q.CLASS, v));
    else if (key === 'CLR_ID') where.push(contains(q.CLR_ID, v));
    else if (key === 'OVERDUE') where.push(overdueFilter(v, overdue));
    else if (key === 'APPLY_DATE') where.push(sql`to_char(${r.APPLY_DATE}, 'DD-MM-YYYY') like ${likePattern(v)}`);
    else if (key === 'REQ_DEF') {
      const ids = STATUS_IDS.filter((id) => STATUS_NAMES[id].toLowerCase().includes(v.toLowerCase()));
      where.push(ids.length ? inArray(r.REQ_ID, ids) : sql`false`);
    }
  }
  const cond = and(...where);
  const sortCol = (own(SORTS, p.sortBy) ?? r.APPLY_DATE) as SQL;
  // Every sort column is NOT NULL; naming the indexes' null order (DESC NULLS LAST, or its exact reverse)
  // lets a page be read straight from clearance_rows_dept_* instead of sorting the department's rows.
  const dir = p.sortDir === 'asc' ? sql.raw('asc nulls first') : sql.raw('desc nulls last');
  const { limit, offset } = pageWindow(p);
  const matches = () => {
    const one = db
      .select({ one: sql`1`.as('one') })
      .from(r)
      .$dynamic();
    return (needsRequest ? one.innerJoin(q, eq(q.T_ID, r.T_ID)) : one).where(cond);
  };

  // The page's request numbers first, from the department's list index (joined to the requests only when
  // a filter or the sort reads them), then only those rows joined to their requests: a deep page skips
  // index entries, not joined rows.
  const sortsOnRequest = !ROW_SORTS.has(p.sortBy && own(SORTS, p.sortBy) ? p.sortBy : 'APPLY_DATE');
  const pageIds = () => {
    const ids = db.select({ id: r.T_ID }).from(r).$dynamic();
    return (needsRequest || sortsOnRequest ? ids.innerJoin(q, eq(q.T_ID, r.T_ID)) : ids)
      .where(cond)
      .orderBy(sql`${sortCol} ${dir}`, sql`${r.T_ID} ${dir}`)
      .limit(limit)
      .offset(offset);
  };
  const [rows, total] = await Promise.all([
    pageIds().then(async (ids) => {
      if (!ids.length) return [];
      const numbers = ids.map((x) => x.id);
      const found = await db
        .select({
          T_ID: q.T_ID,
          CLR_ID: q.CLR_ID,
          STD_NAME: q.STD_NAME,
          STD_ROLLNO: q.STD_ROLLNO,
          CLASS: q.CLASS,
          APPLY_DATE: r.APPLY_DATE,
          REQ_ID: r.REQ_ID,
          VENUE: r.VENUE,
          DATE: r.DATE,
          REQ_STATUS: q.REQ_STATUS,
          ROWS_APPROVED: q.ROWS_APPROVED,
          ROWS_TOTAL: q.ROWS_TOTAL,
          OVERDUE: sql<boolean>`(${overdue})`,
        })
        .from(r)
        .innerJoin(q, eq(q.T_ID, r.T_ID))
        .where(and(eq(r.D_ID, deptId), inArray(r.T_ID, numbers)));
      return inOrderOf(numbers, found, (x) => x.T_ID);
    }),
    listTotal(
      db,
      where.length === unfiltered
        ? { counters: { list: 'clearance_rows', scope: deptId, ...(typeof p.STATUS === 'number' ? { states: [p.STATUS] } : {}) } }
        : matchesUpToCap(db, matches(), { limit, offset }),
    ),
  ]);
  return {
    ...total,
    rows: rows.map((x) => ({
      ...x,
      APPLY_DATE: x.APPLY_DATE.toISOString(),
      DATE: x.DATE ? x.DATE.toISOString() : null,
      REQ_DEF: STATUS_NAMES[x.REQ_ID] ?? '',
    })),
  };
}
