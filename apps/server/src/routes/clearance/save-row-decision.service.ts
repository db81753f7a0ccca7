import { canSetStatus, changesNothing, DEPT, overallStatus, rowChangeNotifies, type SessionUser, STATUS, M, uncoded } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clearanceRequests, clearanceRows } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { changeOrPreview, type SaveOptions } from '../../lib/change-or-preview.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { notifyStudent } from '../../notifications/notifier.js';
import { findRequest } from './clearance.repository.js';
import { loadLocked, treasurerFeeCheck } from './context.js';

/** A department's decision on its own row of a request. COMMENT and VENUE left out keep the row's values. */
export interface RowDecision {
  T_ID: number;
  /** The single save's reference number; must name the same request when given. */
  CLR_ID?: string | number | null;
  STATUS: number;
  COMMENT?: string;
  VENUE?: string;
  /** The row version the form was opened with; when given and the row is newer, the save is refused (409). */
  VERSION?: number;
}

/** What a staff save did: changed the status, changed only the comment or venue, or found nothing to change and wrote nothing. */
export type SaveOutcome = 'changed' | 'details-changed' | 'unchanged';

/**
 * Saves the caller's own department row (PATCH /api/clearance-requests/update and bulk decisions): the
 * treasurer's fee check, then in one transaction the row under lock, the clearance policy
 * (`canSetStatus`), the row, the request's overall state, the audit entry and the student's notification.
 * A save that changes nothing writes nothing (no version, date, audit or notification) and answers
 * 'unchanged'.
 */
export async function saveRowDecision(app: FastifyInstance, user: SessionUser, change: RowDecision, options: SaveOptions = {}): Promise<SaveOutcome> {
  // Only the treasurer's fee check reads the request before the transaction (it may be an outside call).
  let fee: Awaited<ReturnType<typeof treasurerFeeCheck>> | undefined;
  if (user.D_ID === DEPT.TREASURER) {
    const pre = await findRequest(app.db, change.T_ID);
    if (!pre) throw notFound();
    fee = await treasurerFeeCheck(app, user, pre, change.STATUS === STATUS.APPROVED);
  }
  return changeOrPreview(app.db, options, async (tx): Promise<SaveOutcome> => {
    const { req, rows, ctx, own } = await loadLocked(tx, user, change.T_ID, fee);
    if (change.CLR_ID != null && change.CLR_ID !== '' && String(change.CLR_ID) !== req.CLR_ID && String(change.CLR_ID) !== String(req.T_ID))
      throw badRequest(uncoded(MSG_MISMATCH));
    const before = rows.find((r) => r.D_ID === own.D_ID)!;
    // A comment left out (bulk) keeps the row's comment, which then counts for "a rejection needs a comment".
    const decision = canSetStatus(ctx, { STATUS: change.STATUS, COMMENT: change.COMMENT ?? before.COMMENT });
    if (!decision.allowed) throw new AppError(decision.status, decision.message);
    if (change.VERSION !== undefined && change.VERSION !== before.VERSION) throw conflict(M.clearance.staleRow);
    const after = { REQ_ID: change.STATUS, VENUE: change.VENUE ?? before.VENUE, COMMENT: change.COMMENT ?? before.COMMENT };
    if (changesNothing(before, after)) return 'unchanged';
    const now = new Date();
    await tx
      .update(clearanceRows)
      .set({ ...after, DATE: now, UPDATED_BY: user.ID, VERSION: before.VERSION + 1 })
      .where(and(eq(clearanceRows.T_ID, req.T_ID), eq(clearanceRows.D_ID, own.D_ID)));
    const states = ctx.rows.map((r) => (r.D_ID === own.D_ID ? { ...r, REQ_ID: change.STATUS } : r));
    await tx
      .update(clearanceRequests)
      .set({ REQ_STATUS: overallStatus(states), ROWS_APPROVED: states.filter((r) => r.REQ_ID === STATUS.APPROVED).length, UPDATED_AT: now })
      .where(eq(clearanceRequests.T_ID, req.T_ID));
    await audit(tx, user, {
      entity: 'clearance_row',
      entityId: req.T_ID,
      action: 'update',
      before: { D_ID: own.D_ID, REQ_ID: before.REQ_ID, VENUE: before.VENUE, COMMENT: before.COMMENT },
      after: { D_ID: own.D_ID, ...after },
    });
    // The student hears of it in this transaction (a rolled-back change tells no one).
    if (rowChangeNotifies(before, after))
      await notifyStudent(app.db, tx, req.STUDENT_ID, { kind: 'clearance', tId: req.T_ID, dId: own.D_ID, status: after.REQ_ID, comment: after.COMMENT, venue: after.VENUE });
    return before.REQ_ID === after.REQ_ID ? 'details-changed' : 'changed';
  });
}

const MSG_MISMATCH = 'CLR_ID does not match T_ID';
