import {
  M,
  IdSchema,
  TransIdBodySchema,
  TransportAdminUpdateBodySchema,
  TransportListQuerySchema,
  TransportRequestRowSchema,
  TransportRowDataSchema,
  pagedSchema,
  SaveAnswerSchema,
  uncoded,
} from '@portal/domain';
import { binaryAnswer, MEDIA_TYPE } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildTransportCardFormPdf } from '../../documents/transport-card-form.js';
import { notFound } from '../../lib/errors.js';
import { attachment } from '../../lib/http.js';
import { getTransportRequest, listTransportRequests, photoOfRequest, transportRequestHistory } from './requests.repository.js';
import { saveTransportReview } from './review.service.js';
import { unchangedSaid } from '../../lib/message-code.js';

const tags = ['transport'];
const TransIdParams = z.object({ TRANS_ID: IdSchema });

/** The transport office's review of requests (the transport office's screens). */
const review: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/get-transport-requests',
    {
      schema: {
        tags,
        summary: 'Transport requests, newest first; with page (and pageSize, sortBy, sortDir, filters, search, exportAll) answers { rows, total }',
        querystring: TransportListQuerySchema,
        response: { 200: z.union([z.array(TransportRequestRowSchema), pagedSchema(TransportRequestRowSchema)]) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await listTransportRequests(app.db, q);
      return q.page != null || q.exportAll ? result : result.rows;
    },
  );

  app.post(
    '/api/admin/getRowData',
    {
      schema: {
        tags,
        summary: 'One request for the Student Information dialog, with its history',
        body: TransIdBodySchema,
        response: { 200: TransportRowDataSchema },
      },
    },
    async (request) => {
      const row = await getTransportRequest(app.db, request.body.TRANS_ID);
      if (!row) throw notFound(M.transport.requestNotFound);
      return { ...row, history: await transportRequestHistory(app.db, row.TRANS_ID) };
    },
  );

  app.post(
    '/api/admin/transportFormUpdateByAdmin',
    {
      schema: {
        tags,
        summary: 'Save Office Use (status 6 deletes the student photo; a save that changes nothing answers `unchanged` and writes nothing)',
        body: TransportAdminUpdateBodySchema,
        response: { 200: SaveAnswerSchema },
      },
    },
    async (request) => {
      const outcome = await saveTransportReview(app.db, request.user!, request.body);
      return outcome === 'unchanged' ? unchangedSaid(request) : { success: true, msg: request.say(M.common.formSaved) };
    },
  );

  app.get(
    '/api/admin/transport-requests/:TRANS_ID/photo',
    { schema: { tags, summary: "The requesting student's photo (JPEG)", params: TransIdParams, response: { 200: binaryAnswer(MEDIA_TYPE.jpeg, 'The photo') } } },
    async (request, reply) => {
      const photo = await photoOfRequest(app.db, request.params.TRANS_ID);
      if (!photo) throw notFound(uncoded('No photo'));
      return reply.type('image/jpeg').header('Cache-Control', 'no-store').send(photo);
    },
  );

  app.get(
    '/api/admin/transport-requests/:TRANS_ID/form',
    { schema: { tags, summary: 'Printable Student Transport Card Form (PDF)', params: TransIdParams, response: { 200: binaryAnswer(MEDIA_TYPE.pdf, 'The form') } } },
    async (request, reply) => {
      const row = await getTransportRequest(app.db, request.params.TRANS_ID);
      if (!row) throw notFound(M.transport.requestNotFound);
      const pdf = await buildTransportCardFormPdf({
        institution: app.config.INSTITUTION_NAME,
        transId: row.TRANS_ID,
        rollNo: row.ROLNO,
        name: row.NM,
        fatherName: row.F_NM,
        fatherContact: row.F_CONTACT,
        studentContact: row.S_CONTACT,
        department: row.DEPARTMENT,
        className: row.CLASS,
        major: row.MAJOR,
        session: row.SESSION,
        address: row.ADDRESS,
        route: `${row.ROUTE_NO} - ${row.ROUTE_NAME}`,
        stop: row.STOP_NAME,
        dateOfApply: row.DATE_OF_APPLY,
        status: row.REQUEST_STATUS,
        distributionDate: row.DIST_DT,
        venue: row.VENUE,
        comment: row.COMMENT,
        photo: await photoOfRequest(app.db, row.TRANS_ID),
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(`${row.ROLNO} Transport Card Form.pdf`))
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
};

export default review;
