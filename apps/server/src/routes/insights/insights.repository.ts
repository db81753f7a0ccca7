import { type SQL, sql } from 'drizzle-orm';
import { DECIDED_STATUSES, type InsightKind, INSIGHT_OLDEST, KIND_OFFICE } from '@portal/domain';
import { type DbOrTx, rowsOf } from '../../db/client.js';
import { countedByKey } from '../../db/list-counts.js';
import { cardMilestones, ids, KIND_SOURCES } from './kind-sources.js';

const unionAll = (parts: SQL[]) => sql.join(parts, sql` union all `);
const week = (col: string) => sql.raw(`to_char(date_trunc('week', ${col} at time zone 'UTC'), 'YYYY-MM-DD')`);
/** Days between two timestamps, never below zero (a resubmission may move a request's date past a decision). */
const days = sql.raw(`greatest(extract(epoch from (decided - reached)) / 86400.0, 0)`);

/** The counted list of each kind decided by one office (db/list-counts.ts): live requests, every card type. */
const SINGLE_OFFICE_LISTS = { idcard: 'card_requests', transport: 'transport_requests', endowment: 'eft_applications' } as const;

/**
 * Items waiting now, counted per kind, office and status (what KIND_SOURCES' `waiting` selects), from the
 * lists' counters: a few index entries a kind instead of reading every waiting request.
 */
export async function waitingCounts(db: DbOrTx, office: number | null) {
  const out: { kind: InsightKind; d_id: number; status: number; n: number }[] = [];
  const rows = await countedByKey(db, { list: 'clearance_rows', ...(office == null ? {} : { scope: office }), exceptStates: DECIDED_STATUSES.clearance });
  for (const r of rows) out.push({ kind: 'clearance', d_id: r.scope, status: r.state, n: r.n });
  for (const [kind, list] of Object.entries(SINGLE_OFFICE_LISTS) as [keyof typeof SINGLE_OFFICE_LISTS, (typeof SINGLE_OFFICE_LISTS)[keyof typeof SINGLE_OFFICE_LISTS]][]) {
    const d = KIND_OFFICE[kind];
    if (office != null && office !== d) continue;
    // Summed over the list's scopes (card types): the office decides them all.
    const byStatus = new Map<number, number>();
    for (const r of await countedByKey(db, { list, exceptStates: DECIDED_STATUSES[kind] })) byStatus.set(r.state, (byStatus.get(r.state) ?? 0) + r.n);
    for (const [status, n] of byStatus) if (n) out.push({ kind, d_id: d, status, n });
  }
  return out;
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
