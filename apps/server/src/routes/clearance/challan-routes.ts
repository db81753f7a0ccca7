import {
  M,
  AllChallansAnswerSchema,
  AllChallansSchema,
  authorizeClearance,
  BinarySchema,
  canSeeChallan,
  challanHeadIdsFor,
  ChallanFieldsAnswerSchema,
  ChallanHeadsAnswerSchema,
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
} from '@portal/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { challanHeads, challans } from '../../db/schema/index.js';
import { buildBankChallan } from '../../documents/bank-challan.js';
import { verifyUrl } from '../../documents/clearance-verification.js';
import { consumerNumberFor } from '../../lib/consumer-number.js';
import { notFound } from '../../lib/errors.js';
import { attachment } from '../../lib/http.js';
import { challanAnswer, findRequest, loadChallans, loadRows, toRowStates } from './clearance.repository.js';
import { clearanceRequestOf, createClearanceChallan, deleteClearanceChallan, editClearanceChallan, recordClearancePayment } from './challans.service.js';
import { enforce } from '../../lib/enforce.js';
import { unchangedSaid } from '../../lib/message-code.js';

const tags = ['clearance (challans)'];

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
        response: { 200: ChallanHeadsAnswerSchema },
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
      const created = await createClearanceChallan(app.db, request.user!, request.body);
      return { success: true, msg: request.say(M.clearance.challanCreated), data: { CHALLAN_ID: created.CHALLAN_ID } };
    },
  );

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
      const outcome = await editClearanceChallan(app.db, request.user!, request.body);
      return outcome === 'unchanged' ? unchangedSaid(request) : { success: true, msg: request.say(M.clearance.challanUpdated) };
    },
  );

  app.post(
    '/api/clearance-requests/deleteChallan',
    { schema: { tags, summary: 'Deletes an unpaid challan of this department', body: DeleteChallanSchema, response: { 200: MessageAnswerSchema } } },
    async (request) => {
      await deleteClearanceChallan(app.db, request.user!, request.body.CHALLAN_ID);
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
      await recordClearancePayment(app.db, request.user!, app.adapters.feeSystem, request.body.CHALLAN_ID);
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
        consumerNumber: consumerNumberFor(app.config, c.CHALLAN_ID),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`Challan ${c.CHALLAN_ID} ${req.STD_ROLLNO}.pdf`))
        .send(pdf);
    },
  );
};

export default challanRoutes;
