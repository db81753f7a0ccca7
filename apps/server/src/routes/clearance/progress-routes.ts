import { CARD_CHALLAN_TYPE, clearanceProgressSummary, clearanceRowNextStep, DEPT, isAcademicDept, isItPerson, rowDepartmentName, type SessionUser, STATUS_NAMES, } from '@portal/domain';
import { ClearanceProgressAnswerSchema } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts } from '../../db/schema/index.js';
import { challanAnswer, findRequestOfStudent, loadChallans, loadRows } from './clearance.repository.js';
import { withConsumerNumber } from '../payments/consumer-numbers.js';

type Actor = Pick<SessionUser, 'ROLE' | 'ROLE_DES'>;

/** Who changed a row, as the student sees it: the office or role, never a staff member's name. */
function actedBy(dId: number, deptName: string, account: Actor | undefined): string | null {
  if (!account) return null;
  if (isAcademicDept(dId)) return isItPerson(account) ? 'IT person' : 'HOD';
  return deptName;
}

/** The challans a department issued (card challans belong to the card office's row). */
const blocks = (dId: number, c: { D_ID: number; CHALLAN_TYPE: number }) => (c.CHALLAN_TYPE === CARD_CHALLAN_TYPE ? dId === DEPT.CARD_OFFICE : c.D_ID === dId);

/**
 * The student's clearance tracker: every department's state, who acted and when, the comment,
 * the next step (clearance/next-step.ts) and the challans that concern it. The signed-in student's only.
 */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/student/clearance-progress',
    { schema: { tags: ['clearance (student)'], summary: "The student's clearance tracker: each department's state and next step (data null before applying)", response: { 200: ClearanceProgressAnswerSchema } } },
    async (request) => {
      const req = request.user!.STD_ID != null ? await findRequestOfStudent(app.db, request.user!.STD_ID) : null;
      if (!req) return { success: true, data: null };
      const [rows, chs] = await Promise.all([loadRows(app.db, req.T_ID), loadChallans(app.db, req.T_ID)]);
      const actorIds = [...new Set(rows.map((r) => r.UPDATED_BY).filter((id): id is number => id != null))];
      const actors = actorIds.length
        ? new Map((await app.db.select({ ID: accounts.ID, ROLE: accounts.ROLE, ROLE_DES: accounts.ROLE_DES }).from(accounts).where(inArray(accounts.ID, actorIds))).map((a) => [a.ID, a as Actor]))
        : new Map<number, Actor>();
      const now = new Date();
      const ctx = { rows, challans: chs, now };
      const summary = clearanceProgressSummary(rows, chs);
      const challans = chs.map((c) => withConsumerNumber(app.config, challanAnswer(c, req)));
      return {
        success: true,
        data: {
          T_ID: req.T_ID,
          CLR_ID: req.CLR_ID,
          APPLY_DATE: req.APPLY_DATE.toISOString(),
          REQ_STATUS: req.REQ_STATUS,
          REQ_DEF: STATUS_NAMES[req.REQ_STATUS] ?? '',
          cleared: summary.cleared,
          total: summary.total,
          remainingBeforeExam: summary.remainingBeforeExam,
          unpaidChallans: summary.unpaidChallans,
          certificateReady: summary.certificateReady,
          overall: summary.overall,
          departments: rows.map((r) => ({
            D_ID: r.D_ID,
            D_NM: rowDepartmentName(r.D_ID, r.D_NM),
            REQ_ID: r.REQ_ID,
            REQ_DEF: STATUS_NAMES[r.REQ_ID] ?? '',
            COMMENT: r.COMMENT,
            VENUE: r.VENUE,
            DATE: r.DATE.toISOString(),
            ACTED_BY: actedBy(r.D_ID, r.D_NM, r.UPDATED_BY != null ? actors.get(r.UPDATED_BY) : undefined),
            nextStep: clearanceRowNextStep(r, ctx),
            challans: challans.filter((c) => blocks(r.D_ID, c)),
          })),
          challans,
        },
      };
    },
  );
};

export default progressRoutes;
