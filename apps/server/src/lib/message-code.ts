import type { FastifyReply, FastifyRequest } from 'fastify';
import { M, type Message, unchangedAnswer } from '@portal/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The message this request's answer says, with its code (set by `say`, or the error handler). */
    said: Message | null;
    /**
     * Records the message of the answer and gives its English text for `msg`:
     * `{ success: true, msg: request.say(M.transport.applied) }`. The answer then carries `msgCode` (and
     * `msgArgs` for a template) beside `msg`, after the response schema has shaped it.
     */
    say(message: Message): string;
  }
}

export function say(this: FastifyRequest, message: Message): string {
  this.said = message;
  return message.text;
}

/** Answers of the documented shape start with `success` then `msg` (the serializers keep the schemas' order). */
const ANSWER_WITH_MSG = /^\{"success":(?:true|false),"msg":"/;

/**
 * Adds the code of the message the answer says beside its English `msg`:
 * `{"success":false,"msg":"Route not found"}` → `{"success":false,"msg":"Route not found","msgCode":"transport.routeNotFound"}`,
 * and `msgArgs` after it for a template. `msg` stays verbatim (clients rely on it). The code comes from the
 * `Message` the handler or the error said, never from the words; an answer that said none gets no code.
 */
export function addMessageCode(payload: string, said: Message | null): string {
  if (!said?.code || !ANSWER_WITH_MSG.test(payload)) return payload;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return payload;
  }
  if (typeof body.msg !== 'string' || 'msgCode' in body) return payload;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = value;
    if (key !== 'msg') continue;
    out.msgCode = said.code;
    if (said.args?.length) out.msgArgs = said.args;
  }
  return JSON.stringify(out);
}

/** The `onSend` step of the error plugin: JSON answers get the code of what they said. */
export const messageCodeOnSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
  typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').includes('application/json') ? addMessageCode(payload, request.said) : payload;

/** The answer of a save that changed nothing ("Nothing to save"), with its code. */
export const unchangedSaid = (request: FastifyRequest) => ({ ...unchangedAnswer(), msg: request.say(M.common.nothingChanged) });
