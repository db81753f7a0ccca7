import {
  AdminListSchema,
  authorizeClearance,
  type ClearanceDetailAnswer,
  ClearanceDetailAnswerSchema,
  ClearanceListAnswerSchema,
  IdSchema,
  isAcademicDept,
  isHod,
  isItPerson,
  MessageAnswerSchema,
  SaveAnswerSchema,
  type SessionUser,
  TidParamsSchema,
  UpdateRowSchema,
  M,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors.js';
import { plainJson } from '../../lib/plain-json.js';
import { enforce } from '../../lib/enforce.js';
import { findRequest, loadHistory, loadRows, requestAnswer, rowAnswer, toRowStates } from './clearance.repository.js';
import { listForDepartment } from './list-query.js';
import { saveRowDecision } from './save-row-decision.service.js';
import { deleteClearanceRequest } from './request-changes.service.js';
import { unchangedSaid } from '../../lib/message-code.js';

const tags = ['clearance (staff)'];

/** The department whose list the user sees: academic staff only as HOD or IT person. */
function listDepartment(user: SessionUser): number {
  const d = user.D_ID;
  if (d == null || (isAcademicDept(d) && !isHod(user) && !isItPerson(user))) throw forbidden();
  return d;
}

/** The staff review of clearance requests. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clearance-requests/admin',
    { ...plainJson, schema: { tags, summary: "This department's clearance list: data[0] the list; with `page`, { rows, total }", body: AdminListSchema, response: { 200: ClearanceListAnswerSchema } } },
    async (request) => {
      const dept = listDepartment(request.user!);
      const result = await listForDepartment(app.db, dept, request.body);
      if (request.body.page) return { success: true, ...result };
      return { success: true, data: [result.rows] };
    },
  );

  app.get(
    '/api/clearance-requests/:T_ID',
    {
      ...plainJson,
      schema: { tags, summary: 'A request: data[0][0] the request, data[1] the status rows, data[2] its history', params: TidParamsSchema, response: { 200: ClearanceDetailAnswerSchema } },
    },
    async (request) => {
      const req = await findRequest(app.db, request.params.T_ID);
      if (!req) throw notFound();
      const rows = await loadRows(app.db, req.T_ID);
      enforce(authorizeClearance(request.user!, 'view', { STUDENT_ID: req.STUDENT_ID, rows: toRowStates(rows) }));
      const answer: ClearanceDetailAnswer = { success: true, data: [[requestAnswer(req)], rows.map(rowAnswer), await loadHistory(app.db, req.T_ID)] };
      return answer;
    },
  );

  app.patch(
    '/api/clearance-requests/update',
    {
      schema: {
        tags,
        summary: "Sets this department's status, venue and comment (a save that changes nothing answers `unchanged` and writes nothing)",
        body: UpdateRowSchema,
        response: { 200: SaveAnswerSchema },
      },
    },
    async (request) => {
      const body = request.body;
      // The single save clears a venue or comment left out (the form always sends both).
      const outcome = await saveRowDecision(app, request.user!, {
        T_ID: body.T_ID,
        CLR_ID: body.CLR_ID,
        STATUS: body.STATUS,
        COMMENT: body.COMMENT?.trim() ?? '',
        VENUE: body.VENUE?.trim() ?? '',
        VERSION: body.VERSION,
      });
      if (outcome === 'unchanged') return unchangedSaid(request);
      return { success: true, msg: request.say(outcome === 'details-changed' ? M.clearance.detailsSaved : M.clearance.statusUpdated) };
    },
  );

  app.post(
    '/api/clearance-requests/deleteRequest',
    {
      schema: {
        tags,
        summary: 'Deletes a request (card office; kept for the record)',
        body: z.object({ T_ID: IdSchema }),
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      await deleteClearanceRequest(app.db, request.user!, request.body.T_ID);
      return { success: true, msg: request.say(M.common.deletedSuccessfully) };
    },
  );
};

export default reviewRoutes;
