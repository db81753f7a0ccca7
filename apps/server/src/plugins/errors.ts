import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@portal/domain';
import { AppError } from '../lib/errors.js';

/** One error handler: the user gets `{ success: false, msg }`; 5xx details stay in the log. */
export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
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
