import { type EventDecision, M, type Message } from '@portal/domain';
import { enforce } from '../../lib/enforce.js';
import { AppError } from '../../lib/errors.js';

/** Throws the events policy's refusal: an event rule with its catalogue code (and arguments), else as `enforce` does. */
export function enforceEvent(decision: EventDecision): void {
  if (!decision.allowed && decision.entry) {
    const { key, args } = decision.entry;
    throw new AppError(decision.status, (M.eventAdmin[key] as (...a: (string | number)[]) => Message)(...args));
  }
  enforce(decision);
}
