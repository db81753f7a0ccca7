import { STATUS, STATUS_NAMES } from '../statuses.js';
import { DEPT, isIntermediate } from '../departments.js';
import { isStaff, type SessionUser } from '../session.js';
import type { StudentDecision } from '../id-cards/card-application.js';
import { EFT_STATUS_IDS } from './eft-status-ids.js';
import { M } from '../message-codes.js';

export { EFT_MSG } from './messages.js';

export { EFT_STATUS_IDS };
export const EFT_STATUS_OPTIONS = EFT_STATUS_IDS.map((id) => ({ REQ_ID: id, REQ_DEF: STATUS_NAMES[id] }));
/** Statuses in which the student uploads a new supporting document. */
export const EFT_DOCUMENT_NEEDED_STATUSES: readonly number[] = [STATUS.DOCUMENTS_PENDING, STATUS.INFO_MISSING];

export interface EftScheduleLike {
  OPENS_AT: Date | string;
  CLOSES_AT: Date | string;
}

/** A schedule is live from its opening to its closing moment. */
export const isScheduleLive = (s: EftScheduleLike | null | undefined, now: Date) =>
  !!s && new Date(s.OPENS_AT) <= now && now < new Date(s.CLOSES_AT);

/** Two schedules overlap when each opens before the other closes. */
export const schedulesOverlap = (a: EftScheduleLike, b: EftScheduleLike) =>
  new Date(a.OPENS_AT) < new Date(b.CLOSES_AT) && new Date(b.OPENS_AT) < new Date(a.CLOSES_AT);

export interface EftStudentFacts {
  /** 1 intermediate, 2 BS, 3 MPhil. */
  C_CODE: number;
  /** Year of admission. */
  YEAR: number;
  /** Whether the student already has an application in the live schedule. */
  appliedInLiveSchedule: boolean;
}

/**
 * Endowment eligibility (docs/decisions/students.md): an enrolled degree student (not intermediate),
 * past the first year of study (admitted before the current year), with no application in the live
 * schedule. Whether a schedule is live is a separate answer (get-live-schedule).
 */
export function eftEligibility(s: EftStudentFacts, now: Date): StudentDecision {
  if (isIntermediate(s)) return { allowed: false, message: M.eft.intermediate };
  if (s.YEAR >= now.getFullYear()) return { allowed: false, message: M.eft.firstYear };
  if (s.appliedInLiveSchedule) return { allowed: false, message: M.eft.alreadyApplied };
  return { allowed: true };
}

/** Only the treasurer decides applications and opens or closes schedules; all staff read. */
export const canDecideEndowment = (u: SessionUser | null | undefined) => isStaff(u) && u?.D_ID === DEPT.TREASURER;
