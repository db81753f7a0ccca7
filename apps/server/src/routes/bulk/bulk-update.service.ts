import {
  M,
  type BulkResult,
  type BulkUpdateBody,
  bulkStatusRefusal,
  listTypeOf,
  mayBulkUpdate,
  parseDistributionDate,
  reasonFields,
  type SessionUser,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { SaveOptions } from '../../lib/change-or-preview.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { saveRowDecision } from '../clearance/save-row-decision.service.js';
import { saveCardDecision } from '../id-cards/card-requests.service.js';
import { decideApplication } from '../endowment/eft.service.js';
import { saveTransportReview } from '../transport/review.service.js';
import { type BulkTarget, resolveBulkTargets } from './bulk-targets.repository.js';

/** Saves one row through the kind's single save (its rules, audit and notifications): changed, or already as asked. */
type SaveOne = (target: BulkTarget, options: SaveOptions) => Promise<'changed' | 'unchanged'>;

/** The single save of each kind, with the call's change. */
function singleSave(app: FastifyInstance, user: SessionUser, body: BulkUpdateBody): SaveOne {
  const { STATUS, COMMENT, VENUE } = body;
  switch (body.kind) {
    case 'clearance':
      return async (t, o) => ((await saveRowDecision(app, user, { T_ID: t.T_ID, STATUS, COMMENT, VENUE }, o)) === 'unchanged' ? 'unchanged' : 'changed');
    case 'idcard': {
      const date = body.DIST_DT === undefined ? undefined : parseDistributionDate(body.DIST_DT);
      if (date === 'invalid') throw badRequest(M.idCard.badDistributionDate);
      const inList = async (_tx: unknown, request: { CARD_TYPE: number; REQ_STATUS: number }) =>
        body.cardType == null || listTypeOf(request) === body.cardType ? null : M.bulk.notInList;
      return async (t, o) => ((await saveCardDecision(app.db, user, { T_ID: t.T_ID, STATUS, COMMENT, VENUE, DISTRIBUTION_DATE: date }, inList, o)).unchanged ? 'unchanged' : 'changed');
    }
    case 'transport':
      return (t, o) => saveTransportReview(app.db, user, { TRANS_ID: t.T_ID, REQ_STATUS: STATUS, COMMENT, VENUE, DIST_DT: body.DIST_DT }, o);
    case 'endowment':
      return (t, o) => decideApplication(app.db, user, t.T_ID, { STATUS, COMMENT }, new Date(), o);
  }
}

/**
 * POST /api/admin/bulk-update: one change applied to many rows, each through exactly the
 * kind's single save in its own transaction, so a refused row never rolls back the others. The call as
 * a whole is refused (403/400, nothing changed) when the caller may not decide this kind or give this
 * status; otherwise each row is reported changed, unchanged (already as asked: nothing written) or
 * refused with the reason the single save gives. With
 * `dryRun` every row runs its save and rolls back: the preview is the real run.
 */
export async function bulkUpdate(app: FastifyInstance, user: SessionUser, body: BulkUpdateBody): Promise<BulkResult> {
  if (!mayBulkUpdate(user, body.kind)) throw forbidden();
  const statusRefusal = bulkStatusRefusal(user, body.kind, body.STATUS);
  if (statusRefusal) throw badRequest(statusRefusal);
  const save = singleSave(app, user, body);

  const { targets, refused } = await resolveBulkTargets(app.db, body.kind, body);
  const outcomes = await mapConcurrently(targets, app.dbKind === 'postgres' ? POSTGRES_ROWS_AT_ONCE : 1, async (target) => {
    try {
      return { target, outcome: await save(target, { dryRun: body.dryRun }), reason: null };
    } catch (e) {
      if (!(e instanceof AppError)) app.log.error({ err: e, kind: body.kind, T_ID: target.T_ID }, 'bulk row failed');
      return { target, outcome: null, reason: e instanceof AppError ? e.said : M.bulk.rowFailed };
    }
  });
  return {
    changed: outcomes.filter((o) => o.outcome === 'changed').map((o) => o.target),
    unchanged: outcomes.filter((o) => o.outcome === 'unchanged').map((o) => o.target),
    refused: [...outcomes.flatMap((o) => (o.reason === null ? [] : [{ ...o.target, ...reasonFields(o.reason) }])), ...refused],
  };
}

/**
 * Rows saved at the same time on PostgreSQL: each in its own transaction on its own pooled connection
 * (rows of different requests never wait for each other's locks), leaving the rest of the pool to the
 * other users. PGlite runs one transaction at a time, so there rows go one after the other.
 */
const POSTGRES_ROWS_AT_ONCE = 4;

/** `fn` over `items` with at most `limit` calls running at once; answers in the order of `items`. */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
