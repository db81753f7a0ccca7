import { and, eq, sql } from 'drizzle-orm';
import type { FeeStudent } from '../../adapters/fee-system/index.js';
import type { DbOrTx } from '../../db/client.js';
import { bankPayments, cancelledChallans, cardRequests, challans, students } from '../../db/schema/index.js';
import type { ChallanRecord } from '../challans/challan-records.js';

/** A challan as the banks see it: the record, its student, whether it is blocked, and its bank payment if any. */
export interface Bill {
  challan: ChallanRecord;
  student: FeeStudent & { NM: string };
  /** Its request was withdrawn (a deleted card request): the bill cannot be paid. */
  withdrawn: boolean;
  payment: typeof bankPayments.$inferSelect | null;
}

/** The bill of a challan number; `lock` holds the challan row for the rest of the transaction (one payment at a time). */
export async function findBill(db: DbOrTx, challanId: number, lock = false): Promise<Bill | null> {
  const q = db
    .select({
      c: challans,
      s: { ID: students.ID, NM: students.NM, ROLNO: students.ROLNO, C_CODE: students.C_CODE, MAJ_ID: students.MAJ_ID, SE_ID: students.SE_ID, YEAR: students.YEAR, RN: students.RN },
      withdrawn: sql<boolean>`${cardRequests.DELETED_AT} is not null`,
    })
    .from(challans)
    .innerJoin(students, eq(students.ID, challans.STUDENT_ID))
    .leftJoin(cardRequests, eq(cardRequests.TRANS_ID, challans.CARD_TRANS_ID))
    .where(eq(challans.CHALLAN_ID, challanId));
  const [row] = lock ? await q.for('update', { of: challans }) : await q;
  if (!row) return null;
  const [payment] = await db.select().from(bankPayments).where(eq(bankPayments.CHALLAN_ID, challanId));
  return { challan: row.c, student: row.s, withdrawn: row.withdrawn === true, payment: payment ?? null };
}

/** What a cancelled challan printed (the bank answers "blocked"), or null. */
export async function findCancelledChallan(db: DbOrTx, challanId: number) {
  const [row] = await db
    .select({ c: cancelledChallans, NM: students.NM })
    .from(cancelledChallans)
    .innerJoin(students, eq(students.ID, cancelledChallans.STUDENT_ID))
    .where(eq(cancelledChallans.CHALLAN_ID, challanId));
  return row ?? null;
}

/** Whether the bank already used this authorisation id on this day (for another bill or amount). */
export async function authorisationUsed(db: DbOrTx, tranAuthId: string, tranDate: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bankPayments.ID })
    .from(bankPayments)
    .where(and(eq(bankPayments.TRAN_AUTH_ID, tranAuthId), eq(bankPayments.TRAN_DATE, tranDate)))
    .limit(1);
  return !!row;
}
