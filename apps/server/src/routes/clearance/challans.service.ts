import {
  addDays,
  authorizeClearance,
  CHALLAN_DUE_DAYS,
  CHALLAN_KIND,
  canChangeChallan,
  canCreateChallan,
  canRecordPayment,
  challanHeadRefusal,
  changesNothing,
  type EditChallanSchema,
  M,
  type NewChallanSchema,
  type SessionUser,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FeeSystem } from '../../adapters/fee-system/index.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { challanHeads, challans } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { enforce } from '../../lib/enforce.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { notifyChallan } from '../../notifications/notifier.js';
import { cancelChallan, issueChallan, markChallansPaid } from '../challans/challan-records.js';
import { feeStudentOf, loadLocked } from './context.js';

// An office's challans on a clearance request: each change is one transaction that loads the request under
// locks, asks the clearance policy and writes the challan, its audit entry and the student's notice together.

/** The clearance request of a clearance challan; card and transport challans are not changed here. */
export function clearanceRequestOf(c: { KIND: string; T_ID: number | null }): number {
  if (c.KIND !== CHALLAN_KIND.CLEARANCE || c.T_ID == null) throw notFound();
  return c.T_ID;
}

/** The head a challan of the user's office may carry: only the office's own heads (400 otherwise, nothing written). */
async function headOf(db: DbOrTx, user: SessionUser, id: number) {
  const refusal = challanHeadRefusal(user.D_ID, id);
  if (refusal) throw badRequest(refusal);
  const [h] = await db.select().from(challanHeads).where(eq(challanHeads.REQ_ID, id));
  if (!h) throw badRequest(M.clearance.headUnknown);
  return h;
}

/** Issues a challan of the user's office on the request (through the one way any challan is issued). */
export async function createClearanceChallan(db: Db, user: SessionUser, body: Pick<z.infer<typeof NewChallanSchema>, 'T_ID' | 'CH_TYPE' | 'CH_AMOUNT'>) {
  return db.transaction(async (tx) => {
    const { req, ctx } = await loadLocked(tx, user, body.T_ID);
    enforce(canCreateChallan(ctx));
    const head = await headOf(tx, user, body.CH_TYPE);
    const now = new Date();
    const c = await issueChallan(tx, user, {
      KIND: CHALLAN_KIND.CLEARANCE,
      STUDENT_ID: req.STUDENT_ID,
      T_ID: req.T_ID,
      D_ID: user.D_ID!,
      CHALLAN_TYPE: head.REQ_ID,
      DES: head.REQ_DEF,
      BAL: body.CH_AMOUNT,
      DUE_DT: addDays(now, CHALLAN_DUE_DAYS),
      CREATED_AT: now,
    });
    return c!;
  });
}

/** Loads a challan and its request under locks, and checks the user may change it. */
async function changeChallan(tx: Tx, user: SessionUser, challanId: number) {
  const [c0] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, challanId));
  if (!c0) throw notFound();
  const { req, ctx, challans: list } = await loadLocked(tx, user, clearanceRequestOf(c0));
  const c = list.find((x) => x.CHALLAN_ID === challanId)!;
  enforce(authorizeClearance(user, 'see-challan', { STUDENT_ID: req.STUDENT_ID, rows: ctx.rows, challan: c }));
  enforce(canChangeChallan(ctx, c));
  return { req, c };
}

/** Changes an unpaid challan's head and amount; an edit that changes nothing writes nothing. */
export async function editClearanceChallan(db: Db, user: SessionUser, body: z.infer<typeof EditChallanSchema>): Promise<'changed' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const { req, c } = await changeChallan(tx, user, body.CH_ID);
    const head = await headOf(tx, user, body.CH_TYPE);
    const after = { CHALLAN_TYPE: head.REQ_ID, DES: head.REQ_DEF, BAL: body.CH_AMOUNT };
    if (changesNothing(c, after)) return 'unchanged';
    await tx.update(challans).set(after).where(eq(challans.CHALLAN_ID, c.CHALLAN_ID));
    await audit(tx, user, {
      entity: 'challan',
      entityId: req.T_ID,
      action: 'edit',
      before: { CHALLAN_ID: c.CHALLAN_ID, DES: c.DES, BAL: c.BAL },
      after: { CHALLAN_ID: c.CHALLAN_ID, DES: after.DES, BAL: after.BAL },
    });
    if (after.BAL !== c.BAL || after.DES !== c.DES) await notifyChallan(tx, { ...c, ...after }, 'changed');
    return 'changed';
  });
}

/** Cancels an unpaid challan of the user's office (kept as a cancelled challan). */
export async function deleteClearanceChallan(db: Db, user: SessionUser, challanId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { c } = await changeChallan(tx, user, challanId);
    const [record] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, c.CHALLAN_ID));
    await cancelChallan(tx, user, record);
  });
}

/** The treasurer, cashier of the built-in fee system, records a challan's payment. */
export async function recordClearancePayment(db: Db, user: SessionUser, fee: FeeSystem, challanId: number): Promise<void> {
  if (!fee.recordPayments) throw badRequest(M.clearance.paymentNotSupported);
  await db.transaction(async (tx) => {
    const [c0] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, challanId));
    if (!c0) throw notFound();
    const { req, challans: list } = await loadLocked(tx, user, clearanceRequestOf(c0));
    const c = list.find((x) => x.CHALLAN_ID === c0.CHALLAN_ID)!;
    enforce(canRecordPayment(user, c, fee.kind));
    // Read again under the request's locks: the amount paid is the amount now on the challan.
    const [locked] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, c0.CHALLAN_ID));
    const paid = await markChallansPaid(tx, user, fee, [{ challan: locked, student: feeStudentOf(req), paidAt: new Date() }], 'record-payment');
    if (!paid.size) throw badRequest(M.clearance.paymentAlreadyPaid);
  });
}
