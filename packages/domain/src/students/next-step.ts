import { type RequestNextStepOptions, requestNextStep, type StudentRequestKind } from '../clearance/next-step.js';

/**
 * What the student has to do next for a request in `status` (the dashboard's "needed from you"),
 * or null when the office is working on it. The rule is requestNextStep (clearance/next-step.ts);
 * this is its English text.
 */
export function nextStepFor(kind: StudentRequestKind, status: number, opts: RequestNextStepOptions = {}): string | null {
  return requestNextStep(kind, status, opts)?.text ?? null;
}
