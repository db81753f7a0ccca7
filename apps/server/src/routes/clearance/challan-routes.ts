import {
  M,
  AllChallansAnswerSchema,
  AllChallansSchema,
  authorizeClearance,
  addDays,
  BinarySchema,
  CHALLAN_KIND,
  CHALLAN_DUE_DAYS,
  canChangeChallan,
  canCreateChallan,
  canRecordPayment,
  canSeeChallan,
  challanHeadIdsFor,
  changesNothing,
  challanHeadRefusal,
  ChallanFieldsAnswerSchema,
  DeleteChallanSchema,
  EditChallanSchema,
  IdSchema,
  isStudent,
  MEDIA_TYPE,
  MessageAnswerSchema,
  MSG,
  NewChallanAnswerSchema,
  NewChallanSchema,
  RecordPaymentSchema,
  SaveAnswerSchema,
  type SessionUser,
  fixedMessage,
} from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.js';
import { challanHeads, challans } from '../../db/schema/index.js';
import { buildBankChallan } from '../../documents/bank-challan.js';
import { verifyUrl } from '../../documents/clearance-verification.js';
import { audit } from '../../lib/audit.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { attachment } from '../../lib/http.js';
import { cancelChallan, issueChallan, markChallansPaid } from '../challans/challan-records.js';
import { challanAnswer, findRequest, loadChallans, loadRows, toRowStates } from './clearance.repository.js';
import { feeStudentOf, loadLocked } from './context.js';
import { notifyChallan } from '../../notifications/notifier.js';
import { enforce } from '../../lib/enforce.js';
import { unchangedSaid } from '../../lib/message-code.js';

const tags = ['clearance (challans)'];

/** The clearance request of a clearance challan; card and transport challans are not changed here. */
function clearanceRequestOf(c: { KIND: string; T_ID: number | null }): number {
  if (c.KIND !== CHALLAN_KIND.CLEARANCE || c.T_ID == null) throw notFound();
  return c.T_ID;
}

/** The head a challan of the user's office may carry: only the office's own heads (400 otherwise, nothing written). */
async function headOf(db: DbOrTx, user: SessionUser, id: number) {
  const refusal = challanHeadRefusal(user.D_ID, id);
  if (refusal) throw badRequest(fixedMessage(refusal));
  const [h] = await db.select().from(challanHeads).where(eq(challanHeads.REQ_ID, id));
  if (!h) throw badRequest(M.clearance.headUnknown);
  return h;
}

/** Challans on clearance requests. */
const challanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clearance-requests/challans/allChallans',
    { schema: { tags, summary: "The request's challans this department sees", body: AllChallansSchema, response: { 200: AllChallansAnswerSchema } } },
    async (request) => {
      const req = await findRequest(app.db, request.body.T_ID);
      if (!req) throw notFound();
      const rows = await loadRows(app.db, req.T_ID);
      enforce(authorizeClearance(request.user!, 'view', { STUDENT_ID: req.STUDENT_ID, rows: toRowStates(rows) }));
      const list = (await loadChallans(app.db, req.T_ID)).filter((c) => canSeeChallan(request.user!, c)).map((c) => challanAnswer(c, req));
      return { success: true, data: list, msg: list.length ? '' : MSG.noChallan };
    },
  );

  app.get(
    '/api/clearance-requests/heads/getChallanHeads',
    {
      schema: {
        tags,
        summary: "Challan heads (REQ_ID, REQ_DEF) the caller's office issues",
        response: { 200: z.object({ success: z.boolean(), data: z.array(z.object({ REQ_ID: z.number(), REQ_DEF: z.string() })) }) },
      },
    },
    async (request) => {
      const ids = challanHeadIdsFor(request.user!.D_ID);
      return {
        success: true,
        data: ids.length ? await app.db.select().from(challanHeads).where(inArray(challanHeads.REQ_ID, [...ids])).orderBy(asc(challanHeads.REQ_ID)) : [],
      };
    },
  );

  app.post(
    '/api/clearance-requests/newChallan',
    { schema: { tags, summary: 'Creates a challan of this department', body: NewChallanSchema, response: { 200: NewChallanAnswerSchema } } },
    async (request) => {
      const user = request.user!;
      const created = await app.db.transaction(async (tx) => {
        const { req, ctx } = await loadLocked(tx, user, request.body.T_ID);
        const d = canCreateChallan(ctx);
        if (!d.allowed) throw new AppError(d.status, fixedMessage(d.reason));
        const head = await headOf(tx, user, request.body.CH_TYPE);
        const now = new Date();
        const c = await issueChallan(tx, user, {
          KIND: CHALLAN_KIND.CLEARANCE,
          STUDENT_ID: req.STUDENT_ID,
          T_ID: req.T_ID,
          D_ID: user.D_ID!,
          CHALLAN_TYPE: head.REQ_ID,
          DES: head.REQ_DEF,
          BAL: request.body.CH_AMOUNT,
          DUE_DT: addDays(now, CHALLAN_DUE_DAYS),
          CREATED_AT: now,
        });
        return c!;
      });
      return { success: true, msg: request.say(M.clearance.challanCreated), data: { CHALLAN_ID: created.CHALLAN_ID } };
    },
  );

  /** Loads a challan and its request under locks, and checks the user may change it. */
  async function changeChallan(tx: Tx, user: SessionUser, challanId: number) {
    const [c0] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, challanId));
    if (!c0) throw notFound();
    const { req, ctx, challans: list } = await loadLocked(tx, user, clearanceRequestOf(c0));
    const c = list.find((x) => x.CHALLAN_ID === challanId)!;
    enforce(authorizeClearance(user, 'see-challan', { STUDENT_ID: req.STUDENT_ID, rows: ctx.rows, challan: c }));
    const d = canChangeChallan(ctx, c);
    if (!d.allowed) throw new AppError(d.status, fixedMessage(d.reason));
    return { req, c };
  }

  app.patch(
    '/api/clearance-requests/editChallan',
    {
      schema: {
        tags,
        summary: 'Edits an unpaid challan of this department (an edit that changes nothing answers `unchanged` and writes nothing)',
        body: EditChallanSchema,
        response: { 200: SaveAnswerSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const outcome = await app.db.transaction(async (tx) => {
        const { req, c } = await changeChallan(tx, user, request.body.CH_ID);
        const head = await headOf(tx, user, request.body.CH_TYPE);
        const after = { CHALLAN_TYPE: head.REQ_ID, DES: head.REQ_DEF, BAL: request.body.CH_AMOUNT };
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
      return outcome === 'unchanged' ? unchangedSaid(request) : { success: true, msg: request.say(M.clearance.challanUpdated) };
    },
  );

  app.post(
    '/api/clearance-requests/deleteChallan',
    { schema: { tags, summary: 'Deletes an unpaid challan of this department', body: DeleteChallanSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const user = request.user!;
      await app.db.transaction(async (tx) => {
        const { c } = await changeChallan(tx, user, request.body.CHALLAN_ID);
        const [record] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, c.CHALLAN_ID));
        await cancelChallan(tx, user, record);
      });
      return { success: true, msg: request.say(M.clearance.challanDeleted) };
    },
  );

  app.post(
    '/api/clearance-requests/challans/recordPayment',
    {
      schema: {
        tags,
        summary: "Treasurer: records a challan's payment, its own challans included (built-in fee system; the treasurer is its cashier)",
        body: RecordPaymentSchema,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const fee = app.adapters.feeSystem;
      if (!fee.recordPayments) throw badRequest(M.clearance.paymentNotSupported);
      await app.db.transaction(async (tx) => {
        const [c0] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, request.body.CHALLAN_ID));
        if (!c0) throw notFound();
        const { req, challans: list } = await loadLocked(tx, user, clearanceRequestOf(c0));
        const c = list.find((x) => x.CHALLAN_ID === c0.CHALLAN_ID)!;
        const d = canRecordPayment(user, c, fee.kind);
        if (!d.allowed) throw new AppError(d.status, fixedMessage(d.reason));
        // Read again under the request's locks: the amount paid is the amount now on the challan.
        const [locked] = await tx.select().from(challans).where(eq(challans.CHALLAN_ID, c0.CHALLAN_ID));
        const paid = await markChallansPaid(tx, user, fee, [{ challan: locked, student: feeStudentOf(req), paidAt: new Date() }], 'record-payment');
        if (!paid.size) throw badRequest(M.clearance.paymentAlreadyPaid);
      });
      return { success: true, msg: request.say(M.clearance.paymentRecorded) };
    },
  );

  app.get(
    '/api/clearance-requests/downloadChallan/:challanId',
    {
      schema: {
        tags,
        summary:
          'A challan: JSON fields (CHALLAN_ID, T_ID, STD_NAME, ROLLNO, BAL, DUE_DT, DES, D_NM), or the three-copy bank challan PDF with ?format=pdf or Accept: application/pdf',
        params: z.object({ challanId: IdSchema }),
        querystring: z.object({ format: z.enum(['pdf', 'json']).optional() }),
        response: {
          200: {
            description: 'The challan as JSON, or the bank challan PDF',
            content: { 'application/json': { schema: ChallanFieldsAnswerSchema }, [MEDIA_TYPE.pdf]: { schema: BinarySchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const [c0] = await app.db.select().from(challans).where(eq(challans.CHALLAN_ID, request.params.challanId));
      if (!c0) throw notFound();
      const req = await findRequest(app.db, clearanceRequestOf(c0));
      if (!req) throw notFound();
      const c = (await loadChallans(app.db, req.T_ID)).find((x) => x.CHALLAN_ID === c0.CHALLAN_ID)!;
      const rows = isStudent(user) ? [] : toRowStates(await loadRows(app.db, req.T_ID));
      enforce(authorizeClearance(user, 'see-challan', { STUDENT_ID: req.STUDENT_ID, rows, challan: c }));
      const wantsPdf = request.query.format === 'pdf' || (request.query.format !== 'json' && (request.headers.accept ?? '').includes('application/pdf'));
      const answer = challanAnswer(c, req);
      if (!wantsPdf)
        return {
          success: true,
          data: [
            {
              CHALLAN_ID: answer.CHALLAN_ID,
              T_ID: answer.T_ID,
              STD_NAME: answer.STD_NAME,
              ROLLNO: answer.ROLLNO,
              BAL: answer.BAL,
              DUE_DT: answer.DUE_DT,
              DES: answer.DES,
              D_NM: answer.D_NM,
              PAID: answer.PAID,
            },
          ],
        };
      const pdf = await buildBankChallan({
        title: 'Clearance Challan',
        challanNo: c.CHALLAN_ID,
        issuedBy: c.D_NM,
        student: { name: req.STD_NAME, rollNo: req.STD_ROLLNO, fatherName: req.F_NAME, className: req.CLASS, department: req.DEPT, session: req.SESSION },
        lines: [{ description: c.DES, amount: c.BAL }],
        dueDate: c.DUE_DT,
        issueDate: c.CREATED_AT,
        institution: app.config.INSTITUTION_NAME,
        bankName: app.config.BANK_NAME,
        accountNo: app.config.BANK_ACCOUNT,
        verifyCode: c.VERIFY_CODE,
        verifyUrl: verifyUrl(app.config, c.VERIFY_CODE),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`Challan ${c.CHALLAN_ID} ${req.STD_ROLLNO}.pdf`))
        .send(pdf);
    },
  );
};

export default challanRoutes;
