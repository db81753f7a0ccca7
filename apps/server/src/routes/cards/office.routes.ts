import {
  authorizeCard,
  binaryAnswer,
  cardKindOfOffice,
  ErrorAnswerSchema,
  M,
  MEDIA_TYPE,
  parseCardSerial,
  PRINT_BATCH_HEADERS,
  PrintBatchBodySchema,
  PrintBatchListAnswerSchema,
  PrintBatchListQuerySchema,
  PrintBatchRefusedAnswerSchema,
  RevokeCardAnswerSchema,
  RevokeCardBodySchema,
  RevokeCardParamsSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PrintableCard } from '../../documents/card-layout.js';
import { buildCardPrintPdf } from '../../documents/card-print.js';
import { enforce } from '../../lib/enforce.js';
import { attachment } from '../../lib/http.js';
import { cardSourceByCardId } from './cards.repository.js';
import { printBatch } from './print-batch.service.js';
import { listPrintBatches } from './print-batches.repository.js';
import { revokeCard } from './revoke-card.service.js';
import type { CardSigner } from './signing-keys.js';

const tags = ['cards'];

/** The card office's and the transport office's card work: print batches and revocation. */
const officeCardRoutes: FastifyPluginAsyncZod<{ signer: CardSigner }> = async (app, { signer }) => {
  app.post(
    '/api/admin/card-print-batches',
    {
      schema: {
        tags,
        summary:
          'Prints a batch of cards as one PDF (cr80: front and back pages per card; a4: sheets of ten with crop marks). Any request not ready refuses the whole batch (409) with a reason per row; nothing is printed or recorded then',
        body: PrintBatchBodySchema,
        response: { 200: binaryAnswer(MEDIA_TYPE.pdf, 'The cards to print'), 409: PrintBatchRefusedAnswerSchema, 401: ErrorAnswerSchema, 403: ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const { kind, layout } = request.body;
      enforce(authorizeCard(request.user!, 'print', { kind }));
      const render = (cards: PrintableCard[], batchId: number) => buildCardPrintPdf(cards, layout, `Print batch ${batchId}`);
      const outcome = await printBatch(app.db, signer, request.user!, request.body, app.config.INSTITUTION_NAME, new Date(), render);
      if (!outcome.ok) return reply.code(409).send({ success: false, msg: request.say(M.cards.batchRefused), refused: outcome.refused });
      const what = kind === 'id-card' ? 'ID cards' : 'Transport passes';
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachment(`${what} batch ${outcome.batchId} (${layout.toUpperCase()}).pdf`))
        .header('Cache-Control', 'no-store')
        .header(PRINT_BATCH_HEADERS.batchId, String(outcome.batchId))
        .header(PRINT_BATCH_HEADERS.reprints, String(outcome.reprints))
        .send(outcome.pdf);
    },
  );

  app.get(
    '/api/admin/card-print-batches',
    {
      schema: {
        tags,
        summary: "The office's print batches (ID cards for the card office, passes for the transport office), paged: who printed which requests and when",
        querystring: PrintBatchListQuerySchema,
        response: { 200: PrintBatchListAnswerSchema },
      },
    },
    async (request) => listPrintBatches(app.db, cardKindOfOffice(request.user)!, request.query),
  );

  app.post(
    '/api/admin/cards/:serial/revoke',
    {
      schema: {
        tags,
        summary: "Revokes a card (its office only) with a reason; audited. Verification says REVOKED with the reason from then on",
        params: RevokeCardParamsSchema,
        body: RevokeCardBodySchema,
        response: { 200: RevokeCardAnswerSchema, '4xx': ErrorAnswerSchema },
      },
    },
    async (request, reply) => {
      const serial = request.params.serial.toUpperCase();
      const parsed = parseCardSerial(serial);
      const source = parsed ? await cardSourceByCardId(app.db, parsed.kind, parsed.cardId) : null;
      if (!parsed || !source?.card) return reply.code(404).send({ success: false, msg: request.say(M.cards.cardNotFound) });
      enforce(authorizeCard(request.user!, 'revoke', { kind: parsed.kind }));
      const done = await revokeCard(app.db, request.user!, parsed.cardId, serial, request.body.reason, new Date());
      if (!done.ok) return reply.code(409).send({ success: false, msg: request.say(M.cards.alreadyRevoked) });
      return { success: true, msg: request.say(M.cards.revoked), data: { serial, revokedAt: done.revokedAt, reason: request.body.reason } };
    },
  );
};

export default officeCardRoutes;
