import {
  M,
  type Message,
  authorizeTransport,
  IdSchema,
  isOwnTransportIdentity,
  isReplaceMode,
  parseId,
  type SessionUser,
  StudentTransportRequestSchema,
  TransportApplyAnswerSchema,
  TransportPathSchema,
  transportFormRefusal,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { binaryAnswer, MEDIA_TYPE } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { students } from '../../db/schema/index.js';
import { verifyUrl } from '../../documents/clearance-verification.js';
import { buildTransportChallanPdf } from '../../documents/transport-challan.js';
import { issueTransportChallan } from '../challans/challan-records.js';
import { consumerNumberFor, showsConsumerNumbers } from '../../lib/consumer-number.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { attachment } from '../../lib/http.js';
import { enforce } from '../../lib/enforce.js';
import { applyForTransport, ImageAlreadyExists, loadForResubmission, resubmitTransport } from './application.service.js';
import { getTransportRequest, studentTransportRequests } from './requests.repository.js';
import { unpaidChallansOfRequests, withRequestConsumerNumber } from '../payments/consumer-numbers.js';
import { assertJpegPhoto } from '../../lib/photo-upload.js';
import { readTransportForm } from './transport-form.js';

const tags = ['transport'];
const IDENTITY_FIELDS = ['YEAR', 'RN', 'MAJ_ID'] as const;

/** The path's and the form's identity must be the signed-in student's (403 otherwise). */
function assertOwnIdentity(user: SessionUser, path: { C_CODE: string; SE_ID: string; ROLNO: string }, fields?: Record<string, string>) {
  if (!isOwnTransportIdentity(user, path)) throw forbidden(M.transport.notOwnIdentity);
  if (!fields) return;
  const given = (k: string) => (fields[k]?.trim() ? fields[k] : undefined);
  if (!isOwnTransportIdentity(user, { C_CODE: given('C_CODE'), SE_ID: given('SE_ID'), ROLNO: given('ROLNO') })) throw forbidden(M.transport.notOwnIdentity);
  for (const k of IDENTITY_FIELDS) if (given(k) !== undefined && String(fields[k]).trim() !== String(user[k])) throw forbidden(M.transport.notOwnIdentity);
}

/** A missing field of the form: bad input. */
function refuse(message: Message): never {
  throw badRequest(message);
}

/** 409 answers carry `error` (or `warning` for "Image Already Exist"); the clients' screens read those keys. */
async function answerRefusal(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ImageAlreadyExists) return reply.status(409).send({ success: false, msg: reply.request.say(e.said), warning: e.message });
    if (e instanceof AppError && e.statusCode === 409) return reply.status(409).send({ success: false, msg: reply.request.say(e.said), error: e.message });
    throw e;
  }
}

type PathRequest = FastifyRequest<{ Params: z.infer<typeof TransportPathSchema> }>;

/** The mode, the path's and the form's identity (the signed-in student's own), then the multipart form. */
async function readOwnForm(request: PathRequest) {
  if (!isReplaceMode(request.params.mode)) throw notFound(M.transport.badMode);
  const user = request.user!;
  assertOwnIdentity(user, request.params);
  const { fields, file } = await readTransportForm(request);
  assertOwnIdentity(user, request.params, fields);
  return { user, fields, file };
}

const application: FastifyPluginAsyncZod = async (app) => {
  const pathSchema = { tags, params: TransportPathSchema, consumes: ['multipart/form-data'], response: { 200: TransportApplyAnswerSchema } };

  app.post(
    '/api/card/applyfortransportcard/:C_CODE/:SE_ID/:ROLNO/:mode',
    { schema: { ...pathSchema, summary: "Apply for a transport card (multipart: ROUTE_ID, STOP_ID, file; mode REPLACE or 'REPLACE')" } },
    async (request: PathRequest, reply) => {
      const { user, fields, file } = await readOwnForm(request);
      return answerRefusal(reply, async () => {
        const [s] = await app.db.select({ LAST_TR_S: students.LAST_TR_S }).from(students).where(eq(students.ID, user.STD_ID!));
        // The form's rules in their order, each with its status (an open request on file is a conflict).
        enforce(transportFormRefusal({ routeId: fields.ROUTE_ID, stopId: fields.STOP_ID, file, lastStatus: s?.LAST_TR_S }, 'apply'));
        const routeId = parseId(fields.ROUTE_ID) ?? refuse(M.common.routeNotSelected);
        const stopId = parseId(fields.STOP_ID) ?? refuse(M.common.stopNotSelected);
        const photo = await assertJpegPhoto(file!.bytes);
        const transId = await applyForTransport(app.db, user, { routeId, stopId, photo });
        return { success: true, msg: request.say(M.transport.applied), data: { TRANS_ID: transId } };
      });
    },
  );

  app.post(
    '/api/card/updatetransportcard/:C_CODE/:SE_ID/:ROLNO/:mode',
    { schema: { ...pathSchema, summary: 'Re-submit a request in Image Not Clear (multipart: TRANS_ID, ROUTE_ID, STOP_ID, file)' } },
    async (request: PathRequest, reply) => {
      const { user, fields, file } = await readOwnForm(request);
      const transId = parseId(fields.TRANS_ID) ?? refuse(M.transport.requestNotFound);
      return answerRefusal(reply, async () => {
        await loadForResubmission(app.db, user, transId);
        enforce(transportFormRefusal({ routeId: fields.ROUTE_ID, stopId: fields.STOP_ID, file }, 'resubmit'));
        const routeId = parseId(fields.ROUTE_ID) ?? refuse(M.common.routeNotSelected);
        const stopId = parseId(fields.STOP_ID) ?? refuse(M.common.stopNotSelected);
        const photo = await assertJpegPhoto(file!.bytes);
        await resubmitTransport(app.db, user, transId, { routeId, stopId, photo });
        return { success: true, msg: request.say(M.transport.resubmitted), data: { TRANS_ID: transId } };
      });
    },
  );

  app.get(
    '/api/student/transport-requests',
    { schema: { tags, summary: "The signed-in student's transport requests, newest first", response: { 200: z.array(StudentTransportRequestSchema) } } },
    async (request) => {
      const rows = await studentTransportRequests(app.db, request.user!.STD_ID!);
      const unpaid = showsConsumerNumbers(app.config) ? await unpaidChallansOfRequests(app.db, 'transport', rows.map((r) => r.TRANS_ID)) : new Map<number, number>();
      return rows.map((r) => withRequestConsumerNumber(app.config, r, unpaid.get(r.TRANS_ID)));
    },
  );

  app.get(
    '/api/student/transport-requests/:TRANS_ID/challan',
    {
      schema: {
        tags,
        summary: 'Transport challan PDF (own request while Fee Pending), named {roll number}.pdf',
        params: z.object({ TRANS_ID: IdSchema }),
        response: { 200: binaryAnswer(MEDIA_TYPE.pdf, 'The transport challan') },
      },
    },
    async (request, reply) => {
      const row = await getTransportRequest(app.db, request.params.TRANS_ID);
      if (!row) throw notFound(M.transport.requestNotFound);
      enforce(authorizeTransport(request.user!, 'download-challan', row));
      const challan = await issueTransportChallan(app.db, request.user!, row);
      const pdf = await buildTransportChallanPdf({
        institution: app.config.INSTITUTION_NAME,
        bankName: app.config.BANK_NAME,
        bankAccount: app.config.BANK_ACCOUNT,
        transId: row.TRANS_ID,
        studentName: row.NM,
        fatherName: row.F_NM,
        rollNo: row.ROLNO,
        className: row.CLASS,
        session: row.SESSION,
        department: row.DEPARTMENT,
        routeNo: row.ROUTE_NO,
        challan,
        verifyUrl: verifyUrl(app.config, challan.VERIFY_CODE),
        consumerNumber: consumerNumberFor(app.config, challan.CHALLAN_ID),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(`${row.ROLNO}.pdf`))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};

export default application;
