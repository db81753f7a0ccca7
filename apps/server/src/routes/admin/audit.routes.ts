import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_CAP,
  AuditExportQuerySchema,
  AuditQuerySchema,
  type AuditRow,
  AuditRowSchema,
  BinarySchema,
  buildCsv,
  buildXlsx,
  type CsvColumn,
  MEDIA_TYPE,
  pagedSchema,
} from '@portal/domain';
import { attachment } from '../../lib/http.js';
import { auditRows, auditWhere, searchAudit } from './audit-search.repository.js';

/** The export's columns; in the .xlsx the time is a date cell. */
const columns = (xlsx: boolean): CsvColumn<AuditRow>[] =>
  AUDIT_CSV_COLUMNS.map((c) => ({ title: c, value: (r: AuditRow) => (c === 'AT' && xlsx ? new Date(r.AT) : r[c]) }));

/** The administrator searches every audited change of the portal, and exports a search as CSV or .xlsx. */
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
        summary: `The audit search as CSV or .xlsx (its filters; newest first, at most ${AUDIT_EXPORT_CAP} entries)`,
        querystring: AuditExportQuerySchema,
        response: {
          200: {
            description: 'The matching audit entries as CSV (format=csv) or as an Excel workbook (format=xlsx)',
            content: { [MEDIA_TYPE.csv]: { schema: BinarySchema }, [MEDIA_TYPE.xlsx]: { schema: BinarySchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const where = await auditWhere(app.db, request.query);
      const rows = where === null ? [] : await auditRows(app.db, where, AUDIT_EXPORT_CAP, 0);
      const name = `audit-${new Date().toISOString().slice(0, 10)}`;
      const xlsx = request.query.format === 'xlsx';
      reply.header('Content-Disposition', attachment(`${name}.${request.query.format}`)).header('Cache-Control', 'no-store');
      if (xlsx) return reply.type(MEDIA_TYPE.xlsx).send(Buffer.from(buildXlsx(columns(true), rows, 'Audit')));
      return reply.type(`${MEDIA_TYPE.csv}; charset=utf-8`).send(buildCsv(columns(false), rows));
    },
  );
};

export default routes;
