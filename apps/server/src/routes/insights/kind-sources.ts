import { CARD_PRINTED_STATUS, DECIDED_STATUSES, KIND_OFFICE, STATUS, type InsightKind } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Where each kind of work lives, as SQL fragments over the request tables and the audit log
 * (docs/decisions.md, "Office productivity"). Every fragment yields the same columns so the figures are
 * one UNION ALL away:
 *   waiting  → kind, d_id, status, id, reached          (items not yet decided)
 *   received → d_id, reached                           (items that reached an office in the window)
 *   decided  → kind, d_id, reached, decided            (decisions made in the window)
 * `office` is null for every office, else one department id.
 */
export interface KindSource {
  kind: InsightKind;
  waiting(office: number | null): SQL;
  received(office: number | null, from: Date): SQL;
  decided(office: number | null, from: Date): SQL;
}

export const ids = (list: readonly number[]) => sql.raw(`(${list.map((n) => Number(n)).join(', ')})`);
const kindLit = (kind: InsightKind) => sql.raw(`'${kind}'`);

/**
 * Decision events of an audited entity since `from`: a save whose AFTER status is decided and whose BEFORE
 * status was not (any action: single saves and bulk saves write the same audit entry).
 */
const decisionEvents = (entity: string, key: string, statuses: readonly number[], from: Date, extra: SQL = sql``) => sql`
  select a.entity_id, a.at, a.after from audit_log a
  where a.entity = ${entity} and a.at >= ${from.toISOString()}::timestamptz
    and (a.after->>${key})::int in ${ids(statuses)}
    and coalesce((a.before->>${key})::int, -1) not in ${ids(statuses)} ${extra}`;

/**
 * True when the audit log holds any entry of the record. A record without one dates from before the audit
 * log, so its own last-update date stands in for its decision; a record with one has its decisions in the
 * log. (Only the indexed key is read: parsing every entry's JSON made this the slowest part on PGlite.)
 */
const hasAuditHistory = (entity: string, idCol: SQL) => sql`
  exists (select 1 from audit_log a where a.entity = ${entity} and a.entity_id = ${idCol}::text)`;

const CLEARANCE_DONE = DECIDED_STATUSES.clearance;

const clearance: KindSource = {
  kind: 'clearance',
  waiting: (office) => sql`
    select ${kindLit('clearance')} as kind, r.d_id, r.req_id as status, r.t_id as id, r.apply_date as reached
    from clearance_rows r
    where not r.deleted and r.req_id not in ${ids(CLEARANCE_DONE)} ${office == null ? sql`` : sql`and r.d_id = ${office}`}`,
  received: (office, from) =>
    office == null
      ? // Every office at once: a request reaches each of its rows' offices, so count its rows.
        sql`select null::int as d_id, q.apply_date as reached, q.rows_total::int as n
            from clearance_requests q where q.deleted_at is null and q.apply_date >= ${from.toISOString()}::timestamptz`
      : sql`select r.d_id, r.apply_date as reached, 1 as n from clearance_rows r
            where not r.deleted and r.d_id = ${office} and r.apply_date >= ${from.toISOString()}::timestamptz`,
  decided: (office, from) => sql`
    select ${kindLit('clearance')} as kind, r.d_id, r.apply_date as reached, e.at as decided
    from (${decisionEvents('clearance_row', 'REQ_ID', CLEARANCE_DONE, from, office == null ? sql`` : sql`and a.after->>'D_ID' = ${String(office)}`)}) e
    join clearance_rows r on r.t_id = e.entity_id::int and r.d_id = (e.after->>'D_ID')::int and not r.deleted
    union all
    select ${kindLit('clearance')}, r.d_id, r.apply_date, r.date
    from clearance_rows r
    where not r.deleted and r.req_id in ${ids(CLEARANCE_DONE)} and r.date >= ${from.toISOString()}::timestamptz
      ${office == null ? sql`` : sql`and r.d_id = ${office}`}
      and not ${hasAuditHistory('clearance_row', sql`r.t_id`)}`,
};

/** A request table decided by one office (cards, transport, endowment). */
function singleOffice(
  kind: Exclude<InsightKind, 'clearance'>,
  t: { table: string; id: string; status: string; reached: string; updated: string; live: string; entity: string; key: string },
): KindSource {
  const done = DECIDED_STATUSES[kind];
  const D = KIND_OFFICE[kind];
  const table = sql.raw(t.table);
  const col = (c: string) => sql.raw(`x.${c}`);
  const live = sql.raw(t.live);
  const inScope = (office: number | null) => office == null || office === D;
  const none = sql`select ${kindLit(kind)} as kind, 0 as d_id, 0 as status, 0 as id, now() as reached where false`;
  return {
    kind,
    waiting: (office) =>
      inScope(office)
        ? sql`select ${kindLit(kind)} as kind, ${D}::int as d_id, ${col(t.status)} as status, ${col(t.id)} as id, ${col(t.reached)} as reached
              from ${table} x where ${live} and ${col(t.status)} not in ${ids(done)}`
        : none,
    received: (office, from) =>
      inScope(office)
        ? sql`select ${D}::int as d_id, ${col(t.reached)} as reached, 1 as n from ${table} x
              where ${live} and ${col(t.reached)} >= ${from.toISOString()}::timestamptz`
        : sql`select 0 as d_id, now() as reached, 0 as n where false`,
    decided: (office, from) =>
      inScope(office)
        ? sql`
          select ${kindLit(kind)} as kind, ${D}::int as d_id, ${col(t.reached)} as reached, e.at as decided
          from (${decisionEvents(t.entity, t.key, done, from)}) e
          join ${table} x on ${col(t.id)} = e.entity_id::int and ${live}
          union all
          select ${kindLit(kind)}, ${D}::int, ${col(t.reached)}, ${col(t.updated)}
          from ${table} x
          where ${live} and ${col(t.status)} in ${ids(done)} and ${col(t.updated)} >= ${from.toISOString()}::timestamptz
            and not ${hasAuditHistory(t.entity, col(t.id))}`
        : sql`select ${kindLit(kind)} as kind, 0 as d_id, now() as reached, now() as decided where false`,
  };
}

const idcard = singleOffice('idcard', {
  table: 'card_requests',
  id: 'trans_id',
  status: 'req_status',
  reached: 'date_of_apply',
  updated: 'updated_at',
  live: 'x.deleted_at is null',
  entity: 'card_request',
  key: 'REQ_STATUS',
});
const transport = singleOffice('transport', {
  table: 'transport_requests',
  id: 'trans_id',
  status: 'req_status',
  reached: 'apply_date',
  updated: 'updated_at',
  live: 'true',
  entity: 'transport_request',
  key: 'REQ_STATUS',
});
const endowment = singleOffice('endowment', {
  table: 'eft_applications',
  id: 'id',
  status: 'status',
  reached: 'applied_at',
  updated: 'updated_at',
  live: 'true',
  entity: 'eft_application',
  key: 'STATUS',
});

export const KIND_SOURCES: readonly KindSource[] = [clearance, idcard, transport, endowment];

/** Card office: transitions into Complete (printed) and Delivered per week, with the same fallback. */
export function cardMilestones(from: Date) {
  const milestone = (status: number, label: string) => sql`
    select ${sql.raw(`'${label}'`)} as what, e.at from (${decisionEvents('card_request', 'REQ_STATUS', [status], from)}) e
    join card_requests x on x.trans_id = e.entity_id::int and x.deleted_at is null
    union all
    select ${sql.raw(`'${label}'`)}, x.updated_at from card_requests x
    where x.deleted_at is null and x.req_status = ${status} and x.updated_at >= ${from.toISOString()}::timestamptz
      and not ${hasAuditHistory('card_request', sql`x.trans_id`)}`;
  return sql`${milestone(CARD_PRINTED_STATUS, 'printed')} union all ${milestone(STATUS.DELIVERED, 'delivered')}`;
}
