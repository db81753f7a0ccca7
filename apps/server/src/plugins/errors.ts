import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeOfFixedText, type FieldError, M, type Message } from '@portal/domain';
import { AppError } from '../lib/errors.js';
import { declareMessageCodes, messageCodeBeforeSerializing, say } from '../lib/message-code.js';

/** One error handler: the user gets `{ success: false, msg }`; 5xx details stay in the log. */
export default fp(async (app) => {
  // An answer that says a catalogue message also carries its code (`msgCode`), for translated clients.
  app.decorateRequest('said', null);
  app.decorateRequest('say', say);
  app.addHook('onRoute', declareMessageCodes);
  app.addHook('preSerialization', messageCodeBeforeSerializing);
  app.setErrorHandler((error, request, reply) => {
    const answer = (status: number, said: Message, code: string, more?: object) =>
      reply.status(status).send({ success: false, msg: request.say(said), code, ...more });
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return answer(error.statusCode, error.said, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // Beside the first problem's `msg`, each field's first problem (a form shows them under their fields).
      const more = { fieldErrors: fieldErrorsOf(error.validation) };
      const field = first && fieldOf(first);
      const msg = first?.message ?? M.common.somethingWrong.text;
      // A domain schema's check keeps only the words of its message (zod carries nothing else with a built-in
      // check's issue): its code is that fixed message's, the one lookup by words left (see `codeOfFixedText`).
      const code = codeOfFixedText(msg);
      if (code) return answer(400, { code, text: msg }, 'BAD_REQUEST', more);
      // zod's own generic messages have no code and get the field name in front.
      const generic = /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(msg);
      return reply.status(400).send({ success: false, msg: field && generic ? `${field}: ${msg}` : msg, code: 'BAD_REQUEST', ...more });
    }
    // An id or amount past the column's range (PostgreSQL 22003): the caller's input, not a fault; the
    // transaction was rolled back, so nothing changed.
    if (isOutOfRange(error)) return answer(400, M.common.numberOutOfRange, 'BAD_REQUEST');
    const err = error as { statusCode?: number; message?: string; code?: string };
    const status = err.statusCode ?? 500;
    if (status === 429) return answer(429, M.common.tooManyAttempts, 'TOO_MANY');
    // Fastify's and its plugins' own refusals (a body too large, an unsupported media type): their words, no code.
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, msg: err.message ?? M.common.somethingWrong.text, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, M.common.somethingWrong, 'ERROR');
  });
});

/** A failed check's field: its path in the payload, dotted ('' for the payload as a whole). */
const fieldOf = (v: { instancePath?: string }) => (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');

/**
 * One entry per field of the payload that failed its schema, in the order found: the field's name (a nested
 * one dotted, '' for the payload as a whole), its first problem's words and that message's code when it has one.
 */
function fieldErrorsOf(validation: readonly { instancePath?: string; message?: string }[]): FieldError[] {
  const out = new Map<string, FieldError>();
  for (const v of validation) {
    const field = fieldOf(v);
    if (out.has(field) || !v.message) continue;
    const code = codeOfFixedText(v.message);
    out.set(field, { field, msg: v.message, ...(code ? { msgCode: code } : {}) });
  }
  return [...out.values()];
}

/** Whether a database error (either driver, possibly wrapped by drizzle) is "numeric value out of range". */
function isOutOfRange(e: unknown): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === '22003') return true;
  }
  return false;
}
