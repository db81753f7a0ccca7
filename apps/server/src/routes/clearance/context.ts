import { authorizeClearance, type ClearanceContext, DEPT, hasUnpaidDues, isLocked, type LockState, ownRow, type SessionUser } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { FeeStudent } from '../../adapters/fee-system/index.js';
import type { Tx } from '../../db/client.js';
import { enforce } from '../../lib/enforce.js';
import { notFound } from '../../lib/errors.js';
import { findRequest, loadChallans, loadRows, type RequestRecord, toChallanStates, toRowStates } from './clearance.repository.js';

export const feeStudentOf = (r: RequestRecord): FeeStudent => ({
  ID: r.STUDENT_ID,
  ROLNO: r.STD_ROLLNO,
  C_CODE: r.C_CODE,
  MAJ_ID: r.MAJ_ID,
  SE_ID: r.SE_ID,
  YEAR: r.YEAR,
  RN: r.RN,
});

/** The treasurer's fee check (asked before the transaction: it may be an outside call). */
export async function treasurerFeeCheck(
  app: FastifyInstance,
  user: SessionUser,
  req: RequestRecord,
  needDues: boolean,
): Promise<{ lock: LockState | null; feeDuesUnpaid: boolean }> {
  if (user.D_ID !== DEPT.TREASURER) return { lock: null, feeDuesUnpaid: false };
  const s = feeStudentOf(req);
  try {
    const lock = await app.adapters.feeSystem.lockStatus(s);
    const dues = needDues ? hasUnpaidDues(await app.adapters.feeSystem.records(s)) : false;
    return { lock: { locked: isLocked(lock) }, feeDuesUnpaid: dues };
  } catch (e) {
    app.log.warn({ err: e }, 'fee system check failed');
    return { lock: { locked: false, failed: true }, feeDuesUnpaid: false };
  }
}

/**
 * Loads a request with its rows and challans under row locks (`for update`) inside `tx`, and checks the
 * user has a row on it (a department sees only requests it takes part in).
 */
export async function loadLocked(tx: Tx, user: SessionUser, tId: number, fee?: { lock: LockState | null; feeDuesUnpaid: boolean }) {
  const req = await findRequest(tx, tId, true);
  if (!req) throw notFound();
  const [rows, chs] = [await loadRows(tx, tId, true), await loadChallans(tx, tId, true)];
  const ctx: ClearanceContext = { user, rows: toRowStates(rows), challans: toChallanStates(chs), lock: fee?.lock ?? null, feeDuesUnpaid: fee?.feeDuesUnpaid };
  enforce(authorizeClearance(user, 'view', { STUDENT_ID: req.STUDENT_ID, rows: ctx.rows }));
  const own = ownRow(user, ctx.rows);
  // Staff only: a student has no row to act on.
  if (!own) throw notFound();
  return { req, rows, challans: chs, ctx, own };
}
