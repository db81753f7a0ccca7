import { STATUS, STATUS_NAMES } from '../statuses.js';
import { DEPT, isIntermediate } from '../departments.js';
import { isStaff, type SessionUser } from '../session.js';
import type { StudentDecision } from '../id-cards/card-application.js';
import { EFT_STATUS_IDS } from './eft-status-ids.js';

export const EFT_MSG = {
  notEligible: 'You are not eligible for the endowment fund.',
  intermediate: 'Intermediate students are not eligible for the endowment fund.',
  firstYear: 'Students in their first year are not eligible for the endowment fund.',
  alreadyApplied: 'You have already applied in the current endowment schedule.',
  noLiveSchedule: 'Endowment fund applications are closed at the moment.',
  applied: 'Your endowment fund application has been submitted',
  income: 'Please enter the monthly household income in rupees',
  dependants: 'Please enter the number of dependants (0–30)',
  reason: 'Please explain why you need financial aid (at least 20 characters)',
  occupation: 'Please enter your guardian\'s occupation',
  rejectionNeedsComment: 'Please enter reason of Rejection in Comment Section.',
  statusSaved: 'Form Saved Successfully',
  scheduleTitle: 'Please enter a title for the schedule',
  scheduleDates: 'The closing date must be after the opening date',
  scheduleOverlap: 'Another schedule is open during these dates',
  documentReplaced: 'Your document has been uploaded',
  documentNotNeeded: 'A new document can be uploaded only while the application is marked Documents Pending or Info Missing.',
} as const;

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
  if (isIntermediate(s)) return { allowed: false, reason: EFT_MSG.intermediate };
  if (s.YEAR >= now.getFullYear()) return { allowed: false, reason: EFT_MSG.firstYear };
  if (s.appliedInLiveSchedule) return { allowed: false, reason: EFT_MSG.alreadyApplied };
  return { allowed: true };
}

/** Only the treasurer decides applications and opens or closes schedules; all staff read. */
export const canDecideEndowment = (u: SessionUser | null | undefined) => isStaff(u) && u?.D_ID === DEPT.TREASURER;
