import { cellText, formatDateInput, readStatementRows, type StatementMapping, M } from '@portal/domain';
import { ErrorAnswerSchema, ReconcileAnswerSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.js';
import { readMultipart } from '../../lib/uploads.js';
import { reconcileStatement } from './reconcile.service.js';
import { readSpreadsheetFile } from '../../lib/spreadsheet-file.js';

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/** Bank-statement reconciliation: the treasurer, cashier of the built-in fee system. */
const challanRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/clearance-requests/challans/reconcile',
    {
      schema: {
        tags: ['clearance (challans)'],
        summary:
          'Treasurer: reads a bank statement (multipart: file = CSV or .xlsx; commit = "0" preview or "1" record the matched payments; optional challanColumn, amountColumn, dateColumn = header names) and sorts every line: matched, amountDiffers, alreadyPaid, unknown, duplicate',
        // A refusal may carry the statement's header names (`data`), so the screen can offer them for mapping.
        response: { 200: ReconcileAnswerSchema, '4xx': ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readMultipart(request, MAX_STATEMENT_BYTES, M.reconcile.tooLarge);
      const commit = fields.commit ?? '0';
      if (commit !== '0' && commit !== '1') throw badRequest(M.reconcile.badCommit);
      const fee = app.adapters.feeSystem;
      if (fee.kind !== 'builtin' || !fee.recordPayments) throw badRequest(M.clearance.paymentNotSupported);
      if (!file) throw badRequest(M.reconcile.noFile);
      const rows = await readSpreadsheetFile(file);
      const mapping: StatementMapping = { challan: fields.challanColumn, amount: fields.amountColumn, date: fields.dateColumn };
      const read = readStatementRows(rows, mapping, formatDateInput(new Date()));
      if (!read.ok) {
        // The header names go back with the message, so the screen can offer them for mapping.
        return reply.status(400).send({ success: false, msg: request.say(read.msg), code: 'BAD_REQUEST', data: { headers: read.headers ?? [], missing: read.missing ?? [] } });
      }
      const headers = (rows.find((r) => r.some((c) => cellText(c) !== '')) ?? []).map(cellText).filter(Boolean);
      const data = await reconcileStatement(app.db, request.user!, fee, read.lines, headers, commit === '1');
      const said = commit === '0' ? M.reconcile.previewed : data.committed ? M.reconcile.committed(data.committed) : M.reconcile.nothingToCommit;
      return { success: true, msg: request.say(said), data };
    },
  );
};

export default challanRecordRoutes;
