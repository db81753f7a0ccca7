import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@portal/domain';
import { AppError } from '../lib/errors.js';
import { addMessageCode } from '../lib/message-code.js';

/** One error handler: the user gets `{ success: false, msg }`; 5xx details stay in the log. */
export default fp(async (app) => {
  // Every JSON answer with a catalogue message also carries its code (`msgCode`), for translated clients.
  app.addHook('onSend', async (_request, reply, payload) =>
    typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').includes('application/json') ? addMessageCode(payload) : payload,
  );
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ success: false, msg: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const msg = first?.message ?? MSG.somethingWrong;
      // Domain schemas carry the spec's messages; zod's generic ones get the field name in front.
      const generic = /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(msg);
      return reply.status(400).send({ success: false, msg: field && generic ? `${field}: ${msg}` : msg, code: 'BAD_REQUEST' });
    }
    // An id or amount past the column's range (PostgreSQL 22003, found by the fuzz, issue 14): the caller's
    // input, not a fault; the transaction was rolled back, so nothing changed.
    if (isOutOfRange(error)) return reply.status(400).send({ success: false, msg: MSG.numberOutOfRange, code: 'BAD_REQUEST' });
    const err = error as { statusCode?: number; message?: string; code?: string };
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, msg: MSG.tooManyAttempts, code: 'TOO_MANY' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, msg: err.message ?? MSG.somethingWrong, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, msg: MSG.somethingWrong, code: 'ERROR' });
  });
});

/** Whether a database error (either driver, possibly wrapped by drizzle) is "numeric value out of range". */
function isOutOfRange(e: unknown): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === '22003') return true;
  }
  return false;
}
