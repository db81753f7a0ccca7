import { DEPT, STATUS, TRANSPORT_CHALLAN_TYPE, TRANSPORT_FEE } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { SeedContext } from './context.js';

/** Transport requests whose fee the demo has paid: delivered cards, and those the office is working on. */
const PAID_TRANSPORT_STATUSES = [STATUS.DELIVERED, STATUS.IN_PROGRESS, STATUS.APPROVED, STATUS.FEE_PAID];

/**
 * Paid transport challans for the transport requests past the fee (a week after applying, never in the
 * future), so the demo has transport passes to print and to show on the phone. Runs after the challan
 * records (which make the unpaid challans of Fee Pending requests).
 */
export async function seedCards(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  await db.execute(sql`
    insert into challans (kind, student_id, transport_trans_id, d_id, challan_type, des, bal, due_dt, paid, paid_at, verify_code, created_at)
    select 'transport', tr.student_id, tr.trans_id, ${DEPT.TRANSPORT}, ${TRANSPORT_CHALLAN_TYPE},
      'Transport Card Fee (Route ' || br.route_no || ')', ${TRANSPORT_FEE},
      least(tr.apply_date + interval '10 days', ${now.toISOString()}::timestamptz), ${TRANSPORT_FEE},
      least(tr.apply_date + interval '7 days', ${now.toISOString()}::timestamptz),
      (select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '') from generate_series(1, 12 + 0 * tr.trans_id)), tr.apply_date
    from transport_requests tr join bus_routes br on br.route_id = tr.route_id
    where tr.req_status in (${sql.raw(PAID_TRANSPORT_STATUSES.join(', '))})
    on conflict do nothing`);
}
