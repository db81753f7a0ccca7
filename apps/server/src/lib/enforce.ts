import type { Decision } from '@portal/domain';
import { AppError } from './errors.js';

/**
 * After loading a record, the route asks the area's policy (`authorize…(user, action, record)` in the domain) and
 * passes the answer here: a refusal is thrown as it is, with the policy's status and message (null: no refusal).
 */
export function enforce(decision: Decision | null): void {
  if (decision && !decision.allowed) throw new AppError(decision.status, decision.message);
}
