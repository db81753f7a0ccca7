import { messageCode } from '@portal/domain';

/** Answers of the spec's shape start with `success` then `msg` (the serializers keep the schemas' order). */
const ANSWER_WITH_MSG = /^\{"success":(?:true|false),"msg":"/;

/**
 * Adds the stable code of an answer's message beside its English `msg` (issue 12):
 * `{"success":false,"msg":"Route not found"}` → `{"success":false,"msg":"Route not found","msgCode":"transport.routeNotFound"}`.
 * `msg` stays verbatim (clients rely on it); text of no catalogue (e.g. zod's own) gets no code.
 */
export function addMessageCode(payload: string): string {
  if (!ANSWER_WITH_MSG.test(payload)) return payload;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return payload;
  }
  if (typeof body.msg !== 'string' || 'msgCode' in body) return payload;
  const code = messageCode(body.msg);
  if (!code) return payload;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    out[key] = value;
    if (key === 'msg') out.msgCode = code;
  }
  return JSON.stringify(out);
}
