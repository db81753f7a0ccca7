import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CSV_COLUMNS, AUDIT_EXPORT_CAP, AuditQuerySchema, AuditRowSchema, binaryAnswer, buildCsv, MEDIA_TYPE, pagedSchema } from '@portal/domain';
import { attachment } from '../../lib/http.js';
import { auditRows, auditWhere, searchAudit } from './audit-search.repository.js';

/** The administrator searches every audited change of the portal, and exports a search as CSV. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audited changes, newest first, paged on the server: by actor (username), entity, record, action and day range, with before and after values',
        querystring: AuditQuerySchema,
        response: { 200: pagedSchema(AuditRowSchema) },
      },
    },
    async (request) => searchAudit(app.db, request.query),
  );

  app.get(
    '/api/admin/audit/export',
    {
      schema: {
        tags: ['admin'],
        summary: `The audit search as CSV (its filters; newest first, at most ${AUDIT_EXPORT_CAP} entries)`,
        querystring: AuditQuerySchema,
        response: { 200: binaryAnswer(MEDIA_TYPE.csv, 'The matching audit entries as CSV') },
      },
    },
    async (request, reply) => {
      const where = await auditWhere(app.db, request.query);
      const rows = where === null ? [] : await auditRows(app.db, where, AUDIT_EXPORT_CAP, 0);
      const csv = buildCsv(
        AUDIT_CSV_COLUMNS.map((c) => ({ title: c, value: (r: (typeof rows)[number]) => r[c] })),
        rows,
      );
      return reply
        .type(`${MEDIA_TYPE.csv}; charset=utf-8`)
        .header('Content-Disposition', attachment(`audit-${new Date().toISOString().slice(0, 10)}.csv`))
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};

export default routes;
