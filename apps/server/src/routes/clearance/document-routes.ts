import { CHALLAN_KIND_NAMES, type ChallanKind, formatDate, formatDateInput, STATUS, STATUS_NAMES, TidParamsSchema, M } from '@portal/domain';
import { authorizeClearance, binaryAnswer, MEDIA_TYPE, VerifyAnswerSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelledChallans, challans, clearanceRequests, departments, students } from '../../db/schema/index.js';
import { buildClearanceForm } from '../../documents/clearance-form.js';
import { verifyUrl } from '../../documents/clearance-verification.js';
import { notFound } from '../../lib/errors.js';
import { attachment } from '../../lib/http.js';
import { enforce } from '../../lib/enforce.js';
import { findRequest, loadRows, rowAnswer, toRowStates } from './clearance.repository.js';

const issuer = alias(departments, 'issuer');
const canceller = alias(departments, 'canceller');

/** The clearance form / certificate PDF and the public verification of documents. */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clearance-requests/download/:T_ID',
    { schema: { tags: ['clearance (documents)'], summary: 'The clearance form PDF (one page); the certificate once approved', params: TidParamsSchema, response: { 200: binaryAnswer(MEDIA_TYPE.pdf, 'The clearance form or certificate') } } },
    async (request, reply) => {
      const user = request.user!;
      const req = await findRequest(app.db, request.params.T_ID);
      if (!req) throw notFound();
      const rows = await loadRows(app.db, req.T_ID);
      enforce(authorizeClearance(user, 'view', { STUDENT_ID: req.STUDENT_ID, rows: toRowStates(rows) }));
      const pdf = await buildClearanceForm({
        institution: app.config.INSTITUTION_NAME,
        request: { ...req, REQ_DEF: STATUS_NAMES[req.REQ_STATUS] ?? '' },
        rows: rows.map(rowAnswer),
        verifyCode: req.VERIFY_CODE,
        verifyUrl: verifyUrl(app.config, req.VERIFY_CODE),
      });
      const kind = req.REQ_STATUS === STATUS.APPROVED ? 'Clearance Certificate' : 'Clearance Form';
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(`${kind} ${req.STD_ROLLNO}.pdf`))
        .send(pdf);
    },
  );

  app.get(
    '/api/verify/:code',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['clearance (documents)'],
        summary: 'Public: whether a clearance form/certificate or bank challan is genuine, and its current state',
        params: z.object({ code: z.string().trim().min(4).max(32) }),
        response: { 200: VerifyAnswerSchema },
      },
    },
    async (request) => {
      const code = request.params.code.toUpperCase();
      const [req] = await app.db.select().from(clearanceRequests).where(eq(clearanceRequests.VERIFY_CODE, code));
      if (req) {
        const rows = await loadRows(app.db, req.T_ID);
        const approved = req.REQ_STATUS === STATUS.APPROVED && !req.DELETED_AT;
        return {
          success: true,
          data: {
            genuine: true,
            kind: approved ? 'Clearance Certificate' : 'Clearance Form',
            reference: req.CLR_ID,
            STD_NAME: req.STD_NAME,
            STD_ROLLNO: req.STD_ROLLNO,
            PRINTTITLE: req.PRINTTITLE,
            APPLY_DATE: formatDateInput(req.APPLY_DATE),
            status: req.DELETED_AT ? 'Cancelled' : (STATUS_NAMES[req.REQ_STATUS] ?? ''),
            approved,
            rows: rows.map((r) => ({ D_NM: rowAnswer(r).D_NM, REQ_DEF: rowAnswer(r).REQ_DEF })),
          },
        };
      }
      const [c] = await app.db
        .select({ c: challans, D_NM: departments.D_NM, STD_NAME: students.NM, STD_ROLLNO: students.ROLNO })
        .from(challans)
        .innerJoin(students, eq(students.ID, challans.STUDENT_ID))
        .innerJoin(departments, eq(departments.D_ID, challans.D_ID))
        .where(eq(challans.VERIFY_CODE, code));
      if (c) {
        return {
          success: true,
          data: { ...printedChallan(c), status: c.c.PAID ? 'Paid' : 'Unpaid', approved: !!c.c.PAID },
        };
      }
      // A challan its office cancelled: genuine once, no longer payable; said apart from a made-up code.
      const [x] = await app.db
        .select({ c: cancelledChallans, D_NM: issuer.D_NM, CANCELLED_BY: canceller.D_NM, STD_NAME: students.NM, STD_ROLLNO: students.ROLNO })
        .from(cancelledChallans)
        .innerJoin(students, eq(students.ID, cancelledChallans.STUDENT_ID))
        .innerJoin(issuer, eq(issuer.D_ID, cancelledChallans.D_ID))
        .innerJoin(canceller, eq(canceller.D_ID, cancelledChallans.CANCELLED_D_ID))
        .where(eq(cancelledChallans.VERIFY_CODE, code));
      if (x) {
        return {
          success: true,
          msg: request.say(M.clearance.challanCancelled(formatDate(x.c.CANCELLED_AT), x.CANCELLED_BY)),
          data: {
            ...printedChallan(x),
            cancelled: true,
            status: 'Cancelled',
            approved: false,
            CANCELLED_AT: x.c.CANCELLED_AT.toISOString(),
            CANCELLED_BY: x.CANCELLED_BY,
          },
        };
      }
      throw notFound(M.clearance.verifyNotFound);
    },
  );
};

/**
 * What /verify says of a challan as it was printed, whether it stands or was cancelled. Every challan the portal
 * prints is a record: clearance, card and transport.
 */
function printedChallan(r: {
  c: { KIND: string; CHALLAN_NO: string; DES: string; BAL: number; DUE_DT: Date | string };
  STD_NAME: string;
  STD_ROLLNO: string;
  D_NM: string;
}) {
  return {
    genuine: true,
    kind: 'Bank Challan',
    challanKind: CHALLAN_KIND_NAMES[r.c.KIND as ChallanKind] ?? '',
    reference: `Challan ${r.c.CHALLAN_NO}`,
    STD_NAME: r.STD_NAME,
    STD_ROLLNO: r.STD_ROLLNO,
    DES: r.c.DES,
    BAL: r.c.BAL,
    DUE_DT: formatDateInput(r.c.DUE_DT),
    D_NM: r.D_NM,
  };
}

export default documentRoutes;
