import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { M, type Message, unchangedAnswer } from '@portal/domain';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyRequest {
    /** The message this request's answer says, with its code (set by `say`, or the error handler). */
    said: Message | null;
    /**
     * Records the message of the answer and gives its English text for `msg`:
     * `{ success: true, msg: request.say(M.transport.applied) }`. The answer then carries `msgCode` (and
     * `msgArgs` for a template) beside `msg`.
     */
    say(message: Message): string;
  }
}

export function say(this: FastifyRequest, message: Message): string {
  this.said = message;
  return message.text;
}

/** What an answer that says a message carries beside its English `msg`: the message's code and a template's arguments. */
const SAID_FIELDS = { msgCode: z.string().optional(), msgArgs: z.array(z.string()).optional() };

/**
 * Adds the code of the message the answer said to the answer, before it is serialized:
 * `{ success: false, msg: 'Route not found' }` → `{ …, msgCode: 'transport.routeNotFound' }`, and `msgArgs` for a
 * template. `msg` stays verbatim (clients rely on it). The code comes from the `Message` the handler or the error
 * said, never from the words; an answer that said none, or has no top-level `msg`, is left as it is.
 */
export function withMessageCode(payload: unknown, said: Message | null): unknown {
  if (!said?.code || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as Record<string, unknown>;
  if (typeof body.msg !== 'string' || 'msgCode' in body) return payload;
  return { ...body, msgCode: said.code, ...(said.args?.length ? { msgArgs: said.args } : {}) };
}

/** The `preSerialization` step of the error plugin: an answer object gets the code of what it said. */
export const messageCodeBeforeSerializing = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
  withMessageCode(payload, request.said);

/**
 * Each answer of a route that has a `msg` (success or refusal) also declares `msgCode` and `msgArgs` (optional), so
 * the serializer keeps them and the API document shows them; declared here once for every route (an `onRoute` step).
 */
export function declareMessageCodes(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response) return;
  for (const [status, schema] of Object.entries(response)) {
    if (!(schema instanceof z.ZodObject) || !('msg' in schema.shape) || 'msgCode' in schema.shape) continue;
    response[status] = schema.extend(SAID_FIELDS);
  }
}

/** The answer of a save that changed nothing ("Nothing to save"), with its code. */
export const unchangedSaid = (request: FastifyRequest) => ({ ...unchangedAnswer(), msg: request.say(M.common.nothingChanged) });
