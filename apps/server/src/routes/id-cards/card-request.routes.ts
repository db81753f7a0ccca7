import { binaryAnswer, DoneAnswerSchema, MEDIA_TYPE } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  M,
  IdCardDetailSchema,
  IdCardDupFormBodySchema,
  IdCardFormBodySchema,
  IdCardHistoryEntrySchema,
  IdCardListBodySchema,
  IdCardRowSchema,
  IdCardTIdBodySchema,
  IdCardTIdParamsSchema,
  pagedSchema,
} from '@portal/domain';
import { buildIdCardZip } from '../../documents/id-card-download.js';
import { attachment } from '../../lib/http.js';
import { notFound } from '../../lib/errors.js';
import { findCardRequest, findCardRequestDetail, listCardRequests } from './card-requests.repository.js';
import { cardRequestHistory, deleteCardRequest, restoreCardRequest, saveCardForm } from './card-requests.service.js';
import { findPhotoByStudentId } from './students.repository.js';
import { unchangedSaid } from '../../lib/message-code.js';
import type { FastifyRequest } from 'fastify';

const tags = ['id-cards'];
const ListAnswer = z.union([z.array(IdCardRowSchema), pagedSchema(IdCardRowSchema)]);
const SavedAnswer = z.object({ success: z.literal(true), msg: z.string(), unchanged: z.boolean().optional(), data: z.object({ PHOTO_DELETED: z.boolean() }) });

/** The edit forms' answer: "Form Saved Successfully", or "nothing to save" when the save changed nothing. */
async function savedAnswer(request: FastifyRequest, saved: Promise<{ PHOTO_DELETED: boolean; unchanged: boolean }>) {
  const { PHOTO_DELETED, unchanged } = await saved;
  return unchanged ? { ...unchangedSaid(request), data: { PHOTO_DELETED } } : { success: true as const, msg: request.say(M.common.formSaved), data: { PHOTO_DELETED } };
}

/** The card office's ID-card lists, request dialog and edit forms. */
const cardRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/idcard-requests',
    {
      schema: {
        tags,
        summary: 'A card list (cardType 1, 2, 3, 7, 5 delivered, 8); paged with `page`',
        body: IdCardListBodySchema,
        response: { 200: ListAnswer },
      },
    },
    async (request) => listCardRequests(app.db, request.body),
  );

  app.post(
    '/api/admin/deleted-idcard-requests',
    { schema: { tags, summary: 'Deleted requests of a card list, with who deleted them and when', body: IdCardListBodySchema, response: { 200: ListAnswer } } },
    async (request) => listCardRequests(app.db, request.body, { deleted: true }),
  );

  app.post(
    '/api/admin/update-idcard-requests',
    {
      schema: {
        tags,
        summary: 'The request detail of the dialog and edit forms',
        body: IdCardTIdBodySchema,
        response: { 200: z.object({ success: z.literal(true), data: IdCardDetailSchema }) },
      },
    },
    async (request) => {
      const detail = await findCardRequestDetail(app.db, request.body.T_ID);
      if (!detail) throw notFound(M.idCard.requestNotFound(request.body.T_ID));
      return { success: true as const, data: detail };
    },
  );

  app.post(
    '/api/admin/update-idcard-request-form',
    { schema: { tags, summary: 'Save the normal (new card) form; status 6 deletes the photo', body: IdCardFormBodySchema, response: { 200: SavedAnswer } } },
    async (request) => savedAnswer(request, saveCardForm(app.db, request.user!, request.body, undefined)),
  );

  app.post(
    '/api/admin/update-dup-idcard-request-form',
    {
      schema: {
        tags,
        summary: 'Save the duplicate/triplicate/quadruplicate/clearance form (REQ_TYPE 2, 3, 7, 8)',
        body: IdCardDupFormBodySchema,
        response: { 200: SavedAnswer },
      },
    },
    async (request) => savedAnswer(request, saveCardForm(app.db, request.user!, request.body, request.body.REQ_TYPE)),
  );

  app.post(
    '/api/admin/delete-idcard-request',
    { schema: { tags, summary: 'Move a request to Deleted Requests', body: IdCardTIdBodySchema, response: { 200: DoneAnswerSchema } } },
    async (request) => {
      await deleteCardRequest(app.db, request.user!, request.body.T_ID);
      return { success: true as const, msg: request.say(M.common.deletedSuccessfully) };
    },
  );

  app.post(
    '/api/admin/restore-idcard-request',
    { schema: { tags, summary: 'Bring a deleted request back to its list', body: IdCardTIdBodySchema, response: { 200: DoneAnswerSchema } } },
    async (request) => {
      await restoreCardRequest(app.db, request.user!, request.body.T_ID);
      return { success: true as const, msg: request.say(M.idCard.restored) };
    },
  );

  app.get(
    '/api/admin/idcard-history/:T_ID',
    {
      schema: {
        tags,
        summary: 'Audit history of a request (newest first)',
        params: IdCardTIdParamsSchema,
        response: { 200: z.object({ success: z.literal(true), data: z.array(IdCardHistoryEntrySchema) }) },
      },
    },
    async (request) => ({ success: true as const, data: await cardRequestHistory(app.db, request.params.T_ID) }),
  );

  app.get(
    '/api/admin/idcard-download/:T_ID',
    { schema: { tags, summary: '{roll number}.zip: the request form PDF and the photo JPEG', params: IdCardTIdParamsSchema, response: { 200: binaryAnswer(MEDIA_TYPE.zip, 'The request form PDF and the photo JPEG') } } },
    async (request, reply) => {
      const detail = await findCardRequestDetail(app.db, request.params.T_ID);
      if (!detail) throw notFound(M.idCard.requestNotFound(request.params.T_ID));
      const record = (await findCardRequest(app.db, detail.T_ID))!;
      const photo = await findPhotoByStudentId(app.db, record.STUDENT_ID);
      const { fileName, zip } = await buildIdCardZip({ institution: app.config.INSTITUTION_NAME, request: detail, photo, printedAt: new Date() });
      return reply.type('application/zip').header('Content-Disposition', attachment(fileName)).header('Cache-Control', 'no-store').send(zip);
    },
  );
};

export default cardRequestRoutes;
