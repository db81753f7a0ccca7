import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { M, MAX_IMPORT_BYTES, StudentImportAnswerSchema, StudentImportFieldsSchema } from '@portal/domain';
import { importStudentFile } from '../../admin/import-student-file.js';
import { badRequest } from '../../lib/errors.js';
import { parseFields, readMultipart } from '../../lib/uploads.js';

/** The administrator imports students from a CSV or .xlsx file: a dry run first, then the import. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/students/import',
    {
      // The students file may be larger than the portal's usual bodies; the multipart reader holds it to MAX_IMPORT_BYTES.
      bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
      schema: {
        tags: ['admin'],
        summary: 'Import students from a CSV or .xlsx file (multipart: file, dryRun, importValid, password): accepted rows, rejected rows with line, field and reason',
        consumes: ['multipart/form-data'],
        response: { 200: StudentImportAnswerSchema },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipart(request, MAX_IMPORT_BYTES, M.studentImport.tooLarge);
      const o = parseFields(StudentImportFieldsSchema, fields);
      if (!file) throw badRequest(M.studentImport.noFile);
      const { said, report } = await importStudentFile(app.db, request.user!, file, o);
      return { success: true as const, msg: request.say(said), data: report };
    },
  );
};

export default routes;
