import { type Adjustment, type FeeRecords, formatDateInput, type LockStatus } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { feeLedger, feeLocks } from '../../db/schema/index.js';
import type { ChallanPayment, FeeStudent, FeeSystem } from './types.js';

const day = (d: Date | null) => (d ? formatDateInput(d) : '');

/** The fee system over the portal's own ledger: the default, filled by the demo data. */
export function createBuiltinFeeSystem(db: Db): FeeSystem {
  return {
    kind: 'builtin',
    async lockStatus(s: FeeStudent): Promise<LockStatus> {
      const [row] = await db.select().from(feeLocks).where(eq(feeLocks.STUDENT_ID, s.ID));
      return row ? { student_loc: row.STUDENT_LOC, lock_status: row.LOCK_STATUS } : { student_loc: 0, lock_status: 'Unlocked' };
    },
    async records(s: FeeStudent): Promise<FeeRecords> {
      const rows = await db.select().from(feeLedger).where(eq(feeLedger.STUDENT_ID, s.ID)).orderBy(asc(feeLedger.ID));
      const out: FeeRecords = { paid: [], unpaid: [], adjustments: [], outstanding: [], refunds: [] };
      for (const r of rows) {
        if (r.KIND === 'paid') out.paid.push({ ch_no: r.CH_NO ?? 0, inst_no: r.INST_NO ?? 1, des: r.DES, paid_date: day(r.ENTRY_DATE), debit: r.AMOUNT });
        else if (r.KIND === 'unpaid') out.unpaid.push({ due_dt: day(r.DUE_DATE), des: r.DES, amnt: r.AMOUNT });
        else if (r.KIND === 'adjustment') out.adjustments.push((r.DETAIL ?? {}) as Adjustment);
        else if (r.KIND === 'outstanding')
          out.outstanding.push({ fine_id: r.REF_ID ?? r.ID, rolno: s.ROLNO, outstand_fine_entry_date: day(r.ENTRY_DATE), amnt: r.AMOUNT });
        else if (r.KIND === 'refund') out.refunds.push({ fine_id: r.REF_ID ?? r.ID, refund_fine_entry_date: day(r.ENTRY_DATE), amnt: r.AMOUNT });
      }
      return out;
    },
    async recordPayments(tx: DbOrTx, payments: readonly { student: FeeStudent; challan: ChallanPayment; at: Date }[]) {
      if (!payments.length) return;
      await tx
        .insert(feeLedger)
        .values(payments.map(({ student: s, challan: c, at }) => ({ STUDENT_ID: s.ID, KIND: 'paid', CH_NO: c.CHALLAN_ID, INST_NO: 1, DES: c.DES, AMOUNT: c.BAL, ENTRY_DATE: at })));
    },
  };
}
