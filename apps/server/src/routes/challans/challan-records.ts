import { type Actor, addDays, CARD_CHALLAN_TYPE, CARD_TYPE_NAMES, CHALLAN_DUE_DAYS, CHALLAN_KIND, DEPT, type SessionUser, TRANSPORT_CHALLAN_TYPE, TRANSPORT_FEE } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { FeeStudent, FeeSystem } from '../../adapters/fee-system/index.js';
import { type DbOrTx, rowsOf, type Tx } from '../../db/client.js';
import { cancelledChallans, challans } from '../../db/schema/index.js';
import { makeVerifyCode } from '../../documents/clearance-verification.js';
import { audit, auditMany } from '../../lib/audit.js';
import { notifyChallan, notifyChallans } from '../../notifications/notifier.js';

/**
 * The stored challans: the one way any challan is issued (`issueChallan`, used by the
 * clearance departments, the clearance application, card requests and the transport office), cancelled
 * and marked paid. Notifications and the audit log hook into these paths.
 */
export type ChallanRecord = typeof challans.$inferSelect;

/** Where a challan's history is audited: the request it belongs to. */
export function auditTargetOf(c: Pick<ChallanRecord, 'KIND' | 'T_ID' | 'CARD_TRANS_ID' | 'TRANSPORT_TRANS_ID'>): { entity: string; entityId: number } {
  if (c.KIND === CHALLAN_KIND.CARD) return { entity: 'card_request', entityId: c.CARD_TRANS_ID! };
  if (c.KIND === CHALLAN_KIND.TRANSPORT) return { entity: 'transport_request', entityId: c.TRANSPORT_TRANS_ID! };
  return { entity: 'challan', entityId: c.T_ID! };
}

/** What a new challan says; the number, verification code and payment are the record's own. */
export type ChallanIssue = Omit<typeof challans.$inferInsert, 'CHALLAN_ID' | 'CHALLAN_NO' | 'VERIFY_CODE' | 'PAID' | 'PAID_AT' | 'CREATED_BY'>;

/**
 * Issues a challan: the one way any challan comes to exist. In the caller's transaction: the record
 * (with its verification code), the audit entry on the request it belongs to, and the student's
 * notification. With `onConflictDoNothing` a record that already exists for the request (a transport
 * challan printed twice at once) is left alone and nothing is answered.
 */
export async function issueChallan(db: DbOrTx, user: SessionUser, values: ChallanIssue, opts: { onConflictDoNothing?: boolean } = {}): Promise<ChallanRecord | undefined> {
  const insert = db.insert(challans).values({ ...values, VERIFY_CODE: makeVerifyCode(), CREATED_BY: user.ID });
  const [c] = await (opts.onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning();
  if (!c) return undefined;
  // Clearance histories name the challan by its id; card and transport histories say it was issued.
  const action = c.KIND === CHALLAN_KIND.CLEARANCE ? 'create' : 'challan-issued';
  await audit(db, user, {
    ...auditTargetOf(c),
    action,
    after: { CHALLAN_ID: c.CHALLAN_ID, CHALLAN_NO: c.CHALLAN_NO, DES: c.DES, BAL: c.BAL, DUE_DT: c.DUE_DT },
  });
  await notifyChallan(db, c, 'issued');
  return c;
}

/**
 * Cancels an unpaid challan (its office deletes it): the record goes, so it no longer counts for any
 * rule, and what was printed on it is kept in cancelled_challans for /verify. Audited on its request.
 * The caller checks who may.
 */
export async function cancelChallan(tx: Tx, user: SessionUser, c: ChallanRecord, at = new Date()): Promise<void> {
  await tx.insert(cancelledChallans).values({
    CHALLAN_ID: c.CHALLAN_ID,
    CHALLAN_NO: c.CHALLAN_NO,
    KIND: c.KIND,
    STUDENT_ID: c.STUDENT_ID,
    D_ID: c.D_ID,
    DES: c.DES,
    BAL: c.BAL,
    DUE_DT: c.DUE_DT,
    VERIFY_CODE: c.VERIFY_CODE,
    CANCELLED_AT: at,
    CANCELLED_D_ID: user.D_ID ?? c.D_ID,
    CANCELLED_BY: user.ID,
  });
  await tx.delete(challans).where(eq(challans.CHALLAN_ID, c.CHALLAN_ID));
  await audit(tx, user, { ...auditTargetOf(c), action: 'delete', before: { CHALLAN_ID: c.CHALLAN_ID, DES: c.DES, BAL: c.BAL } });
}

/**
 * The fee challan of a duplicate/triplicate/quadruplicate card, issued with the request (in its
 * transaction): amount and due date as the request fixed them.
 */
export async function issueCardChallan(
  tx: Tx,
  user: SessionUser,
  card: { TRANS_ID: number; STUDENT_ID: number; CARD_TYPE: number; FEE_AMOUNT: number; FEE_DUE_DATE: Date; DATE_OF_APPLY: Date },
): Promise<ChallanRecord> {
  const c = await issueChallan(tx, user, {
    KIND: CHALLAN_KIND.CARD,
    STUDENT_ID: card.STUDENT_ID,
    CARD_TRANS_ID: card.TRANS_ID,
    D_ID: DEPT.CARD_OFFICE,
    CHALLAN_TYPE: CARD_CHALLAN_TYPE,
    DES: `${CARD_TYPE_NAMES[card.CARD_TYPE]} Student Card fee`,
    BAL: card.FEE_AMOUNT,
    DUE_DT: card.FEE_DUE_DATE,
    CREATED_AT: card.DATE_OF_APPLY,
  });
  return c!;
}

/** The card request's challan record, if it has one. */
export async function findCardChallan(db: DbOrTx, transId: number): Promise<ChallanRecord | undefined> {
  const [c] = await db.select().from(challans).where(eq(challans.CARD_TRANS_ID, transId));
  return c;
}

/**
 * The transport request's challan: issued when it is first printed (PKR 18,000, due ten days later) and
 * the same record, with the same due date, at every later download.
 */
export async function issueTransportChallan(
  db: DbOrTx,
  user: SessionUser,
  req: { TRANS_ID: number; STUDENT_ID: number; ROUTE_NO: string },
  now = new Date(),
): Promise<ChallanRecord> {
  const [existing] = await db.select().from(challans).where(eq(challans.TRANSPORT_TRANS_ID, req.TRANS_ID));
  if (existing) return existing;
  const created = await issueChallan(
    db,
    user,
    {
      KIND: CHALLAN_KIND.TRANSPORT,
      STUDENT_ID: req.STUDENT_ID,
      TRANSPORT_TRANS_ID: req.TRANS_ID,
      D_ID: DEPT.TRANSPORT,
      CHALLAN_TYPE: TRANSPORT_CHALLAN_TYPE,
      DES: `Transport Card Fee (Route ${req.ROUTE_NO})`,
      BAL: TRANSPORT_FEE,
      DUE_DT: addDays(now, CHALLAN_DUE_DAYS),
      CREATED_AT: now,
    },
    { onConflictDoNothing: true },
  );
  if (created) return created;
  // Two downloads at the same moment: the other one issued it.
  const [other] = await db.select().from(challans).where(eq(challans.TRANSPORT_TRANS_ID, req.TRANS_ID));
  return other;
}

export interface ChallanPaymentItem {
  challan: ChallanRecord;
  student: FeeStudent;
  paidAt: Date;
}

/**
 * Marks unpaid challans paid — the treasurer's "record payment" (one), reconciliation (many) and the
 * banks' bill payment (one, the bank acting) all come here: the challans, the fee system's ledger, the card request's fee for card challans, and the
 * audit log (on the request each challan belongs to), the student's notification, set-based so a statement of thousands of lines
 * commits in seconds. Challans paid meanwhile are left alone; answers the ids it marked paid. The
 * caller checks who may.
 */
export async function markChallansPaid(tx: Tx, actor: Actor, fee: FeeSystem, items: readonly ChallanPaymentItem[], via: 'record-payment' | 'reconciliation' | 'bank'): Promise<Set<number>> {
  const paid = new Set<number>();
  for (let i = 0; i < items.length; i += PAYMENT_CHUNK) {
    const part = items.slice(i, i + PAYMENT_CHUNK);
    const ids = part.map((p) => p.challan.CHALLAN_ID);
    const ats = part.map((p) => p.paidAt.toISOString());
    const updated = rowsOf<{ challan_id: number }>(
      await tx.execute(sql`
        update challans c set paid = c.bal, paid_at = v.at
        from unnest(${sql.param(ids)}::int[], ${sql.param(ats)}::timestamptz[]) as v(id, at)
        where c.challan_id = v.id and c.paid = 0
        returning c.challan_id`),
    );
    const done = new Set(updated.map((r) => Number(r.challan_id)));
    const now = part.filter((p) => done.has(p.challan.CHALLAN_ID));
    if (!now.length) continue;
    await fee.recordPayments!(tx, now.map((p) => ({ student: p.student, challan: p.challan, at: p.paidAt })));
    const cards = now.filter((p) => p.challan.KIND === CHALLAN_KIND.CARD && p.challan.CARD_TRANS_ID != null);
    if (cards.length) {
      await tx.execute(sql`
        update card_requests r set fee_paid_at = v.at
        from unnest(${sql.param(cards.map((p) => p.challan.CARD_TRANS_ID!))}::int[], ${sql.param(cards.map((p) => p.paidAt.toISOString()))}::timestamptz[]) as v(id, at)
        where r.trans_id = v.id and r.fee_paid_at is null`);
    }
    await auditMany(
      tx,
      actor,
      now.map(({ challan: c, paidAt }) => ({
        ...auditTargetOf(c),
        action: 'payment',
        before: { CHALLAN_ID: c.CHALLAN_ID, PAID: 0 },
        after: { CHALLAN_ID: c.CHALLAN_ID, CHALLAN_NO: c.CHALLAN_NO, PAID: c.BAL, DES: c.DES, PAID_AT: paidAt, via },
      })),
    );
    await notifyChallans(tx, now.map((p) => p.challan), 'paid');
    for (const p of now) paid.add(p.challan.CHALLAN_ID);
  }
  return paid;
}

const PAYMENT_CHUNK = 2000;
