import { CARD_PRINTED_STATUS, DEPT, STATUS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { SeedContext } from './context.js';

/**
 * Audit history for the demo requests, as the portal itself would have written it: one entry per office
 * save that moved a seeded request off its first status (Delivered cards are printed first). Without it
 * the office dashboard would have no decision times to show (docs/decisions.md, "Office productivity").
 * Runs after every area's seed, set-based in SQL; the saves are dated between applying and now, by a
 * staff account of the office.
 */
export async function seedAuditHistory(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const at = now.toISOString();
  // A day offset that differs from request to request but is the same on every run.
  const spread = (id: string, days: number) => sql.raw(`(mod(${id}::bigint * 7919, ${days}) + 1) * interval '1 day'`);
  const staffOf = sql`(select distinct on (d_id) d_id, id, nm || ' (' || username || ')' as name from accounts where role = 'FMR' order by d_id, id)`;

  // Clearance rows an office has saved: dated on the row (its last update).
  await db.execute(sql`
    insert into audit_log (at, actor_id, actor_name, entity, entity_id, action, before, after)
    select r.date, s.id, coalesce(s.name, 'Office staff'), 'clearance_row', r.t_id::text, 'update',
      jsonb_build_object('D_ID', r.d_id, 'REQ_ID', ${STATUS.PENDING}::int, 'VENUE', '', 'COMMENT', ''),
      jsonb_build_object('D_ID', r.d_id, 'REQ_ID', r.req_id, 'VENUE', r.venue, 'COMMENT', r.comment)
    from clearance_rows r left join ${staffOf} s on s.d_id = r.d_id
    where r.req_id <> ${STATUS.PENDING}`);

  // Card requests past Submitted/Pending; Delivered cards were printed (Complete) a few days earlier.
  const card = (status: number, when: ReturnType<typeof sql>, where: ReturnType<typeof sql>, before: ReturnType<typeof sql>) => sql`
    insert into audit_log (at, actor_id, actor_name, entity, entity_id, action, before, after)
    select least(${when}, ${at}::timestamptz), s.id, coalesce(s.name, 'Card Office'), 'card_request', c.trans_id::text, 'update',
      jsonb_build_object('REQ_STATUS', ${before}, 'VENUE', c.venue, 'COMMENT', ''),
      jsonb_build_object('REQ_STATUS', ${status}::int, 'VENUE', c.venue, 'COMMENT', c.comment, 'DISTRIBUTION_DATE', c.distribution_date)
    from card_requests c left join ${staffOf} s on s.d_id = ${DEPT.CARD_OFFICE}
    where ${where}`;
  await db.execute(
    card(
      CARD_PRINTED_STATUS,
      sql`c.date_of_apply + ${spread('c.trans_id', 6)}`,
      sql`c.req_status in (${STATUS.DELIVERED}, ${CARD_PRINTED_STATUS})`,
      sql`${STATUS.SUBMITTED}::int`,
    ),
  );
  await db.execute(
    card(
      STATUS.DELIVERED,
      sql`greatest(coalesce(c.distribution_date, c.date_of_apply + interval '12 days'), c.date_of_apply + interval '7 days')`,
      sql`c.req_status = ${STATUS.DELIVERED}`,
      sql`${CARD_PRINTED_STATUS}::int`,
    ),
  );
  await db.execute(sql`
    insert into audit_log (at, actor_id, actor_name, entity, entity_id, action, before, after)
    select least(c.date_of_apply + ${spread('c.trans_id', 10)}, ${at}::timestamptz), s.id, coalesce(s.name, 'Card Office'), 'card_request', c.trans_id::text, 'update',
      jsonb_build_object('REQ_STATUS', ${STATUS.SUBMITTED}::int), jsonb_build_object('REQ_STATUS', c.req_status, 'COMMENT', c.comment)
    from card_requests c left join ${staffOf} s on s.d_id = ${DEPT.CARD_OFFICE}
    where c.req_status not in (${STATUS.SUBMITTED}, ${STATUS.PENDING}, ${STATUS.DELIVERED}, ${CARD_PRINTED_STATUS})`);

  // Transport requests the office has reviewed; Delivered on the distribution date.
  await db.execute(sql`
    insert into audit_log (at, actor_id, actor_name, entity, entity_id, action, before, after)
    select least(case when t.req_status = ${STATUS.DELIVERED} and t.distribution_date is not null
                      then greatest(t.distribution_date::timestamptz, t.apply_date + interval '1 day')
                      else t.apply_date + ${spread('t.trans_id', 14)} end, ${at}::timestamptz),
      s.id, coalesce(s.name, 'Transport Office'), 'transport_request', t.trans_id::text, 'review',
      jsonb_build_object('REQ_STATUS', ${STATUS.SUBMITTED}::int), jsonb_build_object('REQ_STATUS', t.req_status, 'COMMENT', t.comment)
    from transport_requests t left join ${staffOf} s on s.d_id = ${DEPT.TRANSPORT}
    where t.req_status <> ${STATUS.SUBMITTED}`);

  // Endowment applications the treasurer has taken up or decided.
  await db.execute(sql`
    insert into audit_log (at, actor_id, actor_name, entity, entity_id, action, before, after)
    select least(e.applied_at + ${spread('e.id', 21)}, ${at}::timestamptz), s.id, coalesce(s.name, 'Treasurer'), 'eft_application', e.id::text, 'set-status',
      jsonb_build_object('ID', e.id, 'STATUS', ${STATUS.SUBMITTED}::int, 'COMMENT', ''), jsonb_build_object('ID', e.id, 'STATUS', e.status, 'COMMENT', e.comment)
    from eft_applications e left join ${staffOf} s on s.d_id = ${DEPT.TREASURER}
    where e.status <> ${STATUS.SUBMITTED}`);
}
