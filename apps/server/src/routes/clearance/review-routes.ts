import {
  AdminListSchema,
  CLEARANCE_MSG,
  canSetStatus,
  isAcademicDept,
  isHod,
  isItPerson,
  MessageAnswerSchema,
  overallStatus,
  ownRow,
  type SessionUser,
  STATUS,
  TidParamsSchema,
  UpdateRowSchema,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearanceRequests, clearanceRows } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findRequest, loadHistory, loadRows, requestAnswer, rowAnswer, toRowStates } from './clearance.repository.js';
import { loadLocked, treasurerFeeCheck } from './context.js';
import { listForDepartment } from './list-query.js';

const tags = ['clearance (staff)'];

/** The department whose list the user sees: academic staff only as HOD or IT person. */
function listDepartment(user: SessionUser): number {
  const d = user.D_ID;
  if (d == null || (isAcademicDept(d) && !isHod(user) && !isItPerson(user))) throw forbidden();
  return d;
}

/** The staff review of clearance requests (000 §2, §4, §7). */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clearance-requests/admin',
    { schema: { tags, summary: "This department's clearance list: data[0] the list; with `page`, { rows, total }", body: AdminListSchema } },
    async (request) => {
      const dept = listDepartment(request.user!);
      const result = await listForDepartment(app.db, dept, request.body);
      if (request.body.page) return { success: true, ...result };
      return { success: true, data: [result.rows] };
    },
  );

  app.get(
    '/api/clearance-requests/:T_ID',
    { schema: { tags, summary: 'A request: data[0][0] the request, data[1] the status rows, data[2] its history', params: TidParamsSchema } },
    async (request) => {
      const req = await findRequest(app.db, request.params.T_ID);
      if (!req) throw notFound();
      const rows = await loadRows(app.db, req.T_ID);
      if (!ownRow(request.user!, toRowStates(rows))) throw forbidden();
      return { success: true, data: [[requestAnswer(req)], rows.map(rowAnswer), await loadHistory(app.db, req.T_ID)] };
    },
  );

  app.patch(
    '/api/clearance-requests/update',
    { schema: { tags, summary: "Sets this department's status, venue and comment", body: UpdateRowSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const user = request.user!;
      const body = request.body;
      const pre = await findRequest(app.db, body.T_ID);
      if (!pre) throw notFound();
      if (body.CLR_ID != null && body.CLR_ID !== '' && String(body.CLR_ID) !== pre.CLR_ID && String(body.CLR_ID) !== String(pre.T_ID))
        throw badRequest(MSG_MISMATCH);
      const fee = await treasurerFeeCheck(app, user, pre, body.STATUS === STATUS.APPROVED);
      await app.db.transaction(async (tx) => {
        const { req, rows, ctx, own } = await loadLocked(tx, user, body.T_ID, fee);
        const decision = canSetStatus(ctx, { STATUS: body.STATUS, COMMENT: body.COMMENT });
        if (!decision.allowed) throw new AppError(decision.status, decision.reason);
        const before = rows.find((r) => r.D_ID === own.D_ID)!;
        const now = new Date();
        const after = { REQ_ID: body.STATUS, VENUE: body.VENUE?.trim() ?? '', COMMENT: body.COMMENT?.trim() ?? '' };
        await tx
          .update(clearanceRows)
          .set({ ...after, DATE: now, UPDATED_BY: user.ID })
          .where(and(eq(clearanceRows.T_ID, req.T_ID), eq(clearanceRows.D_ID, own.D_ID)));
        const states = ctx.rows.map((r) => (r.D_ID === own.D_ID ? { ...r, REQ_ID: body.STATUS } : r));
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
      });
      return { success: true, msg: CLEARANCE_MSG.statusUpdated };
    },
  );

  app.post(
    '/api/clearance-requests/deleteRequest',
    {
      schema: {
        tags,
        summary: 'Deletes a request (card office; kept for the record)',
        body: z.object({ T_ID: z.coerce.number().int().positive() }),
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const { req } = await loadLocked(tx, request.user!, request.body.T_ID);
        await tx.update(clearanceRequests).set({ DELETED_AT: new Date(), DELETED_BY: request.user!.ID }).where(eq(clearanceRequests.T_ID, req.T_ID));
        await tx.update(clearanceRows).set({ DELETED: true }).where(eq(clearanceRows.T_ID, req.T_ID));
        await audit(tx, request.user, {
          entity: 'clearance_request',
          entityId: req.T_ID,
          action: 'delete',
          before: { CLR_ID: req.CLR_ID, STD_ROLLNO: req.STD_ROLLNO },
        });
      });
      return { success: true, msg: CLEARANCE_MSG.requestDeleted };
    },
  );
};

const MSG_MISMATCH = 'CLR_ID does not match T_ID';

export default reviewRoutes;
