import { binaryAnswer, MEDIA_TYPE } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_ROW_CAP, filterNewInterStudents, NewInterExcelQuerySchema, NewInterListBodySchema, NewInterStudentSchema, pagedSchema } from '@portal/domain';
import { buildNewInterXlsx } from '../../documents/id-card-new-inter-xlsx.js';
import { attachment } from '../../lib/http.js';

const tags = ['id-cards'];
const ListAnswer = z.union([z.array(NewInterStudentSchema), pagedSchema(NewInterStudentSchema)]);

/**
 * New intermediate students from the learning-management adapter. The browser
 * asks our server, which asks the LMS; filters on form no and roll no, and paging, are applied here
 * over the year's list.
 */
const newInterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/new-inter-students',
    { schema: { tags, summary: 'New intermediate students of a year; paged with `page`', body: NewInterListBodySchema, response: { 200: ListAnswer } } },
    async (request) => {
      const b = request.body;
      const rows = filterNewInterStudents(await app.adapters.lms.newInterStudents(b.year), b.filters);
      if (b.page == null) return rows;
      if (b.exportAll) return { rows: rows.slice(0, EXPORT_ROW_CAP), total: rows.length };
      const start = (b.page - 1) * b.pageSize;
      return { rows: rows.slice(start, start + b.pageSize), total: rows.length };
    },
  );

  app.get(
    '/api/admin/new-inter-students/excel',
    { schema: { tags, summary: 'The year’s new intermediate students as an .xlsx workbook', querystring: NewInterExcelQuerySchema, response: { 200: binaryAnswer(MEDIA_TYPE.xlsx, 'The workbook') } } },
    async (request, reply) => {
      const q = request.query;
      const rows = filterNewInterStudents(await app.adapters.lms.newInterStudents(q.year), q);
      const xlsx = await buildNewInterXlsx(q.year, rows);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', attachment(`New Intermediate Students ${q.year}.xlsx`))
        .header('Cache-Control', 'no-store')
        .send(xlsx);
    },
  );
};

export default newInterRoutes;
