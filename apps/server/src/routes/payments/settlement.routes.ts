import {
  BANK_PAYMENT_COLUMNS,
  BANK_PAYMENTS_EXPORT_CAP,
  BankPaymentsAnswerSchema,
  BankPaymentsExportQuerySchema,
  BankPaymentsQuerySchema,
  binaryAnswer,
  buildCsv,
  MEDIA_TYPE,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildBankPaymentsXlsx } from '../../documents/bank-payments-xlsx.js';
import { attachment } from '../../lib/http.js';
import { settlementExportRows, settlementPage } from './settlement.repository.js';

const tags = ['payments'];

/**
 * The treasurer's settlement view of what the banks paid through the bill-payment network: by day and by
 * bank with totals, a look-up by consumer number or authorisation id, and an export to match the
 * aggregator's daily settlement file. It reads the stored payments, so it stays when the calls are switched off.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bank-payments',
    {
      schema: {
        tags,
        summary:
          'Treasurer: payments received through the banks (newest first, paged on the server) in a day range (Pakistan time, at most 93 days) and for one bank, with totals by day and by bank; q looks one up by consumer number or authorisation id across every day',
        querystring: BankPaymentsQuerySchema,
        response: { 200: BankPaymentsAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await settlementPage(app.db, request.query) }),
  );

  app.get(
    '/api/bank-payments/export',
    {
      schema: {
        tags,
        summary: `Treasurer: the same payments as CSV or .xlsx (format), newest first, at most ${BANK_PAYMENTS_EXPORT_CAP}`,
        querystring: BankPaymentsExportQuerySchema,
        response: { 200: binaryAnswer(MEDIA_TYPE.csv, 'The payments as CSV, or as an .xlsx workbook when format=xlsx') },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const rows = await settlementExportRows(app.db, q, BANK_PAYMENTS_EXPORT_CAP);
      const name = q.q ? `bank-payments-${q.q}` : `bank-payments-${q.from}-to-${q.to}${q.bank ? `-${q.bank}` : ''}`;
      reply.header('Cache-Control', 'no-store');
      if (q.format === 'xlsx') {
        return reply.type(MEDIA_TYPE.xlsx).header('Content-Disposition', attachment(`${name}.xlsx`)).send(await buildBankPaymentsXlsx(rows));
      }
      return reply.type(`${MEDIA_TYPE.csv}; charset=utf-8`).header('Content-Disposition', attachment(`${name}.csv`)).send(buildCsv(BANK_PAYMENT_COLUMNS, rows));
    },
  );
};

export default routes;
