import { type SQL, sql } from 'drizzle-orm';
import { DECIDED_STATUSES, type InsightKind, INSIGHT_OLDEST } from '@portal/domain';
import { type DbOrTx, rowsOf } from '../../db/client.js';
import { cardMilestones, ids, KIND_SOURCES } from './kind-sources.js';

const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);
const week = (col: string) => sql.raw(`to_char(date_trunc('week', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`);
/** Days between two timestamps, never below zero (a resubmission may move a request's date past a decision). */
const days = sql.raw(`greatest(extract(epoch from (decided - reached)) / 86400.0, 0)`);

/** Items waiting now, counted per kind, office and status. */
export async function waitingCounts(db: DbOrTx, office: number | null) {
  const res = await db.execute(sql`
    select kind, d_id, status, count(*)::int as n
    from (${unionAll(KIND_SOURCES.map((k) => k.waiting(office)))}) w
    group by kind, d_id, status`);
  return rowsOf<{ kind: InsightKind; d_id: number; status: number; n: number }>(res);
}

/** Items that reached an office per week of the window (null d_id: every office's clearance rows). */
export async function receivedPerWeek(db: DbOrTx, office: number | null, from: Date) {
  const res = await db.execute(sql`
    select ${week('reached')} as week, sum(n)::int as n
    from (${unionAll(KIND_SOURCES.map((k) => k.received(office, from)))}) r
    group by 1`);
  return rowsOf<{ week: string; n: number }>(res);
}

/**
 * Decisions of the window in one pass: per kind and office, per office, and per week (grouping sets),
 * with the median and 90th percentile of days from reaching the office to the decision (one sort for both:
 * `percentile_cont` over an array of fractions; the week and the days are worked out once per decision).
 */
export async function decisionFigures(db: DbOrTx, office: number | null, from: Date) {
  const res = await db.execute(sql`
    select kind, d_id, week, n, pct[1] as median, pct[2] as p90, no_kind, no_office from (
      select kind, d_id, week, count(*)::int as n,
        percentile_cont(array[0.5, 0.9]::float8[]) within group (order by days) as pct,
        grouping(kind)::int as no_kind, grouping(d_id)::int as no_office
      from (
        select kind, d_id, ${week('decided')} as week, ${days} as days
        from (${unionAll(KIND_SOURCES.map((k) => k.decided(office, from)))}) d0
      ) d
      group by grouping sets ((kind, d_id), (d_id), (week))
    ) g`);
  return rowsOf<{
    kind: InsightKind | null;
    d_id: number | null;
    week: string | null;
    n: number;
    median: number | null;
    p90: number | null;
    no_kind: number;
    no_office: number;
  }>(res);
}

/** The longest-waiting items with who and what they are. */
export async function oldestWaiting(db: DbOrTx, office: number | null) {
  const res = await db.execute(sql`
    select w.kind, w.id, w.d_id, w.status, (extract(epoch from w.reached) * 1000)::float8 as reached_ms,
      coalesce(q.clr_id, w.id::text) as ref,
      coalesce(q.std_rollno, s.rolno, '') as rolno, coalesce(q.std_name, s.nm, '') as nm,
      coalesce(d.d_nm, '') as d_nm
    from (
      ${unionAll(KIND_SOURCES.map((k) => sql`(select * from (${k.waiting(office)}) x order by reached, id, d_id limit ${INSIGHT_OLDEST})`))}
    ) w
    left join clearance_requests q on w.kind = 'clearance' and q.t_id = w.id
    left join card_requests c on w.kind = 'idcard' and c.trans_id = w.id
    left join transport_requests tr on w.kind = 'transport' and tr.trans_id = w.id
    left join eft_applications ea on w.kind = 'endowment' and ea.id = w.id
    left join students s on s.id = coalesce(c.student_id, tr.student_id, ea.student_id)
    left join departments d on d.d_id = w.d_id
    order by w.reached, w.id, w.d_id
    limit ${INSIGHT_OLDEST}`);
  return rowsOf<{ kind: InsightKind; id: number; d_id: number; status: number; reached_ms: number; ref: string; rolno: string; nm: string; d_nm: string }>(res);
}

/**
 * Where open clearance requests wait: undecided rows per department. For one office, only the requests
 * that office has a row on (its own requests).
 */
export async function clearanceWaiting(db: DbOrTx, office: number | null) {
  const res = await db.execute(sql`
    select r.d_id, count(*)::int as n
    from clearance_rows r
    where not r.deleted and r.req_id not in ${ids(DECIDED_STATUSES.clearance)}
      ${office == null ? sql`` : sql`and r.t_id in (select o.t_id from clearance_rows o where o.d_id = ${office} and not o.deleted)`}
    group by r.d_id`);
  return rowsOf<{ d_id: number; n: number }>(res);
}

/** Card office: cards applied, printed and delivered per week of the window. */
export async function cardWeeks(db: DbOrTx, from: Date) {
  const res = await db.execute(sql`
    select week, what, count(*)::int as n from (
      select ${week('date_of_apply')} as week, 'applied' as what from card_requests
      where deleted_at is null and date_of_apply >= ${from.toISOString()}::timestamptz
      union all
      select ${week('at')}, what from (${cardMilestones(from)}) m
    ) c group by week, what`);
  return rowsOf<{ week: string; what: 'applied' | 'printed' | 'delivered'; n: number }>(res);
}

/** Transport office: requests per route (all, still open, received in the window). */
export async function routeCounts(db: DbOrTx, from: Date) {
  const res = await db.execute(sql`
    select b.route_id, b.route_no, b.route_name,
      count(t.trans_id)::int as requests,
      count(t.trans_id) filter (where t.req_status not in ${ids(DECIDED_STATUSES.transport)})::int as open,
      count(t.trans_id) filter (where t.apply_date >= ${from.toISOString()}::timestamptz)::int as received
    from bus_routes b left join transport_requests t on t.route_id = b.route_id
    group by b.route_id, b.route_no, b.route_name
    order by requests desc, b.route_no`);
  return rowsOf<{ route_id: number; route_no: string; route_name: string; requests: number; open: number; received: number }>(res);
}

export async function departmentNames(db: DbOrTx): Promise<Map<number, string>> {
  const res = await db.execute(sql`select d_id, d_nm from departments`);
  return new Map(rowsOf<{ d_id: number; d_nm: string }>(res).map((d) => [Number(d.d_id), d.d_nm]));
}
