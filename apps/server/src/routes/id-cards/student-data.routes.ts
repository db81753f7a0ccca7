import { authorizeIdCard, binaryAnswer, MEDIA_TYPE } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  M,
  DeleteStudentImageBodySchema,
  DoneAnswerSchema,
  ImageStudentSchema,
  StudentPhotoParamsSchema,
  StudentRecordDeletedAnswerSchema,
  StudentRecordNotFoundAnswerSchema,
  StudentRollNoBodySchema,
} from '@portal/domain';
import { notFound } from '../../lib/errors.js';
import { deleteStudentImage, deleteStudentRecord } from './student-data.service.js';
import { enforce } from '../../lib/enforce.js';
import { findPhoto, findStudentByRollNo } from './students.repository.js';

const tags = ['id-cards'];

/** Student data tools of the card office and the photo file. */
const studentDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/delStdRecord',
    {
      schema: {
        tags,
        summary: 'Delete a student record by roll number ({rolno} or {ROLNO}); affectedRows 1 means deleted',
        body: StudentRollNoBodySchema,
        response: {
          200: StudentRecordDeletedAnswerSchema,
          404: StudentRecordNotFoundAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const affectedRows = await deleteStudentRecord(app.db, request.user!, (request.body.ROLNO || request.body.rolno)!);
      if (!affectedRows) return reply.code(404).send({ success: false as const, msg: request.say(M.common.notFound), affectedRows: 0 });
      return { success: true as const, msg: request.say(M.common.deletedSuccessfully), affectedRows };
    },
  );

  app.post(
    '/api/admin/searchanddeleteimage',
    {
      schema: {
        tags,
        summary: 'Find a student by roll number for Manage Student Image',
        body: StudentRollNoBodySchema,
        response: { 200: z.object({ success: z.literal(true), data: ImageStudentSchema }) },
      },
    },
    async (request) => {
      const s = await findStudentByRollNo(app.db, (request.body.ROLNO || request.body.rolno)!);
      if (!s) throw notFound(M.common.notFound);
      return { success: true as const, data: { C_CODE: s.C_CODE, SE_ID: s.SE_ID, MAJ_ID: s.MAJ_ID, ROLNO: s.ROLNO, NM: s.NM, HAS_PHOTO: !!s.HAS_PHOTO } };
    },
  );

  // Clients call the path with and without the trailing slash; both work. The API document shows the one
  // operation once (a path ending in a slash is another path to OpenAPI tools) and names the other spelling.
  for (const url of ['/api/delete-student-image-file', '/api/delete-student-image-file/']) {
    app.post(
      url,
      {
        schema: {
          tags,
          hide: url.endsWith('/'),
          summary: "Delete a student's photo (the edit payload, or C_CODE, SE_ID, MAJ_ID, ROLNO); also answered at /api/delete-student-image-file/",
          body: DeleteStudentImageBodySchema,
          response: { 200: DoneAnswerSchema },
        },
      },
      async (request) => {
        await deleteStudentImage(app.db, request.user!, request.body);
        return { success: true as const, msg: request.say(M.idCard.imageDeleted) };
      },
    );
  }

  app.get(
    '/get-file/:C_CODE/:SE_ID/:MAJ_ID/:ROLNO',
    { schema: { tags, summary: "A student's photo (card office, transport office, or the student)", params: StudentPhotoParamsSchema, response: { 200: binaryAnswer(MEDIA_TYPE.jpeg, 'The photo') } } },
    async (request, reply) => {
      // Ownership before lookup: another student's photo answers as a missing one, so none can be probed.
      enforce(authorizeIdCard(request.user!, 'view-photo', { ROLNO: request.params.ROLNO }));
      const photo = await findPhoto(app.db, request.params);
      if (!photo) throw notFound(M.idCard.imageNotFound);
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(photo);
    },
  );
};

export default studentDataRoutes;
