import { CARD_CHALLAN_TYPE, CHALLAN_DUE_DAYS, DEPT, STATUS, TRANSPORT_CHALLAN_TYPE, TRANSPORT_FEE } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { SeedContext } from './context.js';

/** A 12-character verification code per row (the alphabet of makeVerifyCode), correlated to `key`. */
const verifyCodeSql = (key: string) =>
  sql.raw(`(select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1), '') from generate_series(1, 12 + 0 * ${key}))`);

/**
 * The stored challans of the card and transport offices, as the application makes them:
 * one per card request with a fee (paid when its fee is), one per transport request waiting for its fee.
 */
export async function seedChallanRecords(ctx: SeedContext) {
  const { db, now } = ctx;
  await db.execute(sql`
    insert into challans (kind, student_id, card_trans_id, d_id, challan_type, des, bal, due_dt, paid, paid_at, verify_code, created_at)
    select 'card', cr.student_id, cr.trans_id, ${DEPT.CARD_OFFICE}, ${CARD_CHALLAN_TYPE},
      (case cr.card_type when 2 then 'Duplicate' when 3 then 'Triplicate' when 7 then 'Quadruplicate' else 'Student' end) || ' Student Card fee',
      cr.fee_amount, coalesce(cr.fee_due_date, cr.date_of_apply + make_interval(days => ${CHALLAN_DUE_DAYS})),
      case when cr.fee_paid_at is null then 0 else cr.fee_amount end, cr.fee_paid_at, ${verifyCodeSql('cr.trans_id')}, cr.date_of_apply
    from card_requests cr
    where cr.fee_amount is not null and cr.deleted_at is null
    on conflict do nothing`);
  await db.execute(sql`
    insert into challans (kind, student_id, transport_trans_id, d_id, challan_type, des, bal, due_dt, verify_code, created_at)
    select 'transport', tr.student_id, tr.trans_id, ${DEPT.TRANSPORT}, ${TRANSPORT_CHALLAN_TYPE},
      'Transport Card Fee (Route ' || br.route_no || ')', ${TRANSPORT_FEE},
      least(tr.updated_at, ${now.toISOString()}::timestamptz) + make_interval(days => ${CHALLAN_DUE_DAYS}), ${verifyCodeSql('tr.trans_id')},
      least(tr.updated_at, ${now.toISOString()}::timestamptz)
    from transport_requests tr join bus_routes br on br.route_id = tr.route_id
    where tr.req_status = ${STATUS.FEE_PENDING}
    on conflict do nothing`);
}
