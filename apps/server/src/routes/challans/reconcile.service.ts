import {
  M,
  type ChallanKind,
  type ClassifiedLine,
  classifyStatementLines,
  formatDateInput,
  RECONCILE_OUTCOMES,
  type ReconcileAnswer,
  type ReconcileEntry,
  type SessionUser,
  type StatementLine,
} from '@portal/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FeeSystem } from '../../adapters/fee-system/index.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { bankPayments, challans, students } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { type ChallanPaymentItem, type ChallanRecord, markChallansPaid } from './challan-records.js';

type Found = ChallanRecord & { VIA_BANK: boolean; STD_ROLLNO: string; STD_NAME: string; ROLNO: string; C_CODE: number; MAJ_ID: number; SE_ID: number; YEAR: number; RN: number };

const CHUNK = 1000;

/** The stored challans the statement names, by their printed number (CHALLAN_NO). */
async function loadNamedChallans(db: DbOrTx, numbers: string[], lock: boolean): Promise<Map<string, Found>> {
  const out = new Map<string, Found>();
  const unique = [...new Set(numbers.filter(Boolean))];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const q = db
      .select({
        c: challans,
        s: { ROLNO: students.ROLNO, NM: students.NM, C_CODE: students.C_CODE, MAJ_ID: students.MAJ_ID, SE_ID: students.SE_ID, YEAR: students.YEAR, RN: students.RN },
        bankPaymentId: bankPayments.ID,
      })
      .from(challans)
      .innerJoin(students, eq(students.ID, challans.STUDENT_ID))
      // A challan the banks' network paid has its payment row (one per challan): the line repeats that payment.
      .leftJoin(bankPayments, eq(bankPayments.CHALLAN_ID, challans.CHALLAN_ID))
      .where(inArray(challans.CHALLAN_NO, unique.slice(i, i + CHUNK)))
      .orderBy(challans.CHALLAN_ID);
    const rows = lock ? await q.for('update', { of: challans }) : await q;
    for (const { c, s, bankPaymentId } of rows) out.set(c.CHALLAN_NO, { ...c, ...s, STD_ROLLNO: s.ROLNO, STD_NAME: s.NM, VIA_BANK: bankPaymentId != null });
  }
  return out;
}

function entryOf({ outcome, line, challan, firstLine }: ClassifiedLine<Found>): ReconcileEntry {
  const e: ReconcileEntry = { LINE: line.LINE, CHALLAN_ID: line.CHALLAN_ID, AMOUNT: line.AMOUNT, DATE_PAID: line.DATE_PAID };
  if (challan) {
    Object.assign(e, {
      KIND: challan.KIND as ChallanKind,
      STD_ROLLNO: challan.STD_ROLLNO,
      STD_NAME: challan.STD_NAME,
      DES: challan.DES,
      BAL: challan.BAL,
      PAID_AT: challan.PAID_AT ? formatDateInput(challan.PAID_AT) : null,
    });
  }
  if (outcome === 'alreadyPaid' && challan?.VIA_BANK) e.PAID_VIA_BANK = true;
  if (firstLine != null) e.FIRST_LINE = firstLine;
  return e;
}

function answerOf(classified: ClassifiedLine<Found>[], headers: string[], committed: number): ReconcileAnswer {
  const answer = Object.fromEntries(RECONCILE_OUTCOMES.map((o) => [o, [] as ReconcileEntry[]])) as unknown as ReconcileAnswer;
  for (const c of classified) answer[c.outcome].push(entryOf(c));
  answer.committed = committed;
  answer.headers = headers;
  return answer;
}

/** The day paid, as the start of that day. */
const paidOn = (day: string) => new Date(`${day}T00:00:00`);

/**
 * Sorts the statement's lines; with `commit`, marks every matched challan paid on the
 * line's date, through the one payment path (ledger, challan, card fee, audit), in one transaction. The
 * lines are sorted again under row locks, so a challan paid or edited meanwhile refuses the whole commit
 * rather than recording a payment the preview did not show.
 */
export async function reconcileStatement(
  db: Db,
  user: SessionUser,
  fee: FeeSystem,
  lines: StatementLine[],
  headers: string[],
  commit: boolean,
): Promise<ReconcileAnswer> {
  const numbers = lines.map((l) => l.challanNo);
  if (!commit) {
    const found = await loadNamedChallans(db, numbers, false);
    return answerOf(
      classifyStatementLines(lines, (no) => found.get(no)),
      headers,
      0,
    );
  }
  return db.transaction(async (tx) => {
    const found = await loadNamedChallans(tx, numbers, true);
    const classified = classifyStatementLines(lines, (no) => found.get(no));
    const items: ChallanPaymentItem[] = [];
    for (const { outcome, line, challan: c } of classified) {
      if (outcome !== 'matched' || !c) continue;
      const student = { ID: c.STUDENT_ID, ROLNO: c.ROLNO, C_CODE: c.C_CODE, MAJ_ID: c.MAJ_ID, SE_ID: c.SE_ID, YEAR: c.YEAR, RN: c.RN };
      items.push({ challan: c, student, paidAt: paidOn(line.DATE_PAID) });
    }
    const paid = await markChallansPaid(tx, user, fee, items, 'reconciliation');
    // The rows are locked and were sorted under the lock, so this holds; if not, nothing is recorded.
    if (paid.size !== items.length) throw conflict(M.reconcile.changedMeanwhile);
    const committed = paid.size;
    return answerOf(classified, headers, committed);
  });
}
