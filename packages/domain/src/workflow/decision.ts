import { M, type Message } from '../message-codes.js';

/**
 * What a policy says about one user, one action and one loaded record: allowed, or refused with the answer's
 * status and the message the user reads, coded where the refusal is made (`refuse(409, M.transport.x)`). The
 * server throws the refusal's message as it is (one helper); the screens use the same answer to disable a
 * control and show the message in the reader's language by its code.
 */
export type Refusal = { allowed: false; status: 400 | 403 | 404 | 409 | 503; message: Message };
export type Decision = { allowed: true } | Refusal;

export const ALLOWED: Decision = { allowed: true };
export const refuse = (status: Refusal['status'], message: Message): Refusal => ({ allowed: false, status, message });

/**
 * A record that exists but is not the user's (another student's request, a request without the staff member's
 * office on it, a challan of another office's group) is answered as if it did not exist: 404 with the same
 * words as the area's missing record, so an answer never tells whether an id is in use.
 */
export const notYours = (notFoundMessage: Message = M.common.notFound): Refusal => refuse(404, notFoundMessage);
