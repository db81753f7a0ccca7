import { z } from 'zod';
import { STATUS, STATUS_NAMES } from '../statuses.js';
import { DEPT } from '../departments.js';
import { isStaff, type SessionUser } from '../session.js';
import type { StudentDecision } from './card-application.js';

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

const wholeNumber = (msg: string, min: number, max: number) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

/** Fields of an endowment-fund application (the supporting document travels beside them). */
export const EftApplicationSchema = z.object({
  HOUSEHOLD_INCOME: wholeNumber(EFT_MSG.income, 0, 10_000_000),
  DEPENDANTS: wholeNumber(EFT_MSG.dependants, 0, 30),
  GUARDIAN_OCCUPATION: z.string({ error: EFT_MSG.occupation }).trim().min(2, EFT_MSG.occupation).max(100, EFT_MSG.occupation),
  REASON: z.string({ error: EFT_MSG.reason }).trim().min(20, EFT_MSG.reason).max(2000, 'Reason is too long (at most 2000 characters)'),
});
export type EftApplication = z.infer<typeof EftApplicationSchema>;

/** Statuses the treasurer may give an endowment application. */
export const EFT_STATUS_IDS = [STATUS.SUBMITTED, STATUS.VERIFYING, STATUS.IN_PROGRESS, STATUS.INFO_MISSING, STATUS.DOCUMENTS_PENDING, STATUS.APPROVED, STATUS.REJECTED] as const;
export const EFT_STATUS_OPTIONS = EFT_STATUS_IDS.map((id) => ({ REQ_ID: id, REQ_DEF: STATUS_NAMES[id] }));
/** Statuses in which the student uploads a new supporting document. */
export const EFT_DOCUMENT_NEEDED_STATUSES: readonly number[] = [STATUS.DOCUMENTS_PENDING, STATUS.INFO_MISSING];

export const EftDecisionSchema = z
  .object({
    STATUS: z.coerce.number({ error: 'Please select a status' }).int().refine((n) => (EFT_STATUS_IDS as readonly number[]).includes(n), 'Please select a status'),
    COMMENT: z.string().trim().max(1000, 'Comment is too long (at most 1000 characters)').default(''),
  })
  .refine((b) => b.STATUS !== STATUS.REJECTED || b.COMMENT.length > 0, { message: EFT_MSG.rejectionNeedsComment, path: ['COMMENT'] });
export type EftDecision = z.infer<typeof EftDecisionSchema>;

export const EftScheduleSchema = z
  .object({
    TITLE: z.string({ error: EFT_MSG.scheduleTitle }).trim().min(3, EFT_MSG.scheduleTitle).max(120, EFT_MSG.scheduleTitle),
    OPENS_AT: z.coerce.date({ error: 'Please enter the opening date' }),
    CLOSES_AT: z.coerce.date({ error: 'Please enter the closing date' }),
  })
  .refine((s) => s.CLOSES_AT > s.OPENS_AT, { message: EFT_MSG.scheduleDates, path: ['CLOSES_AT'] });
export type EftSchedule = z.infer<typeof EftScheduleSchema>;

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
  if (s.C_CODE === 1) return { allowed: false, reason: EFT_MSG.intermediate };
  if (s.YEAR >= now.getFullYear()) return { allowed: false, reason: EFT_MSG.firstYear };
  if (s.appliedInLiveSchedule) return { allowed: false, reason: EFT_MSG.alreadyApplied };
  return { allowed: true };
}

/** Only the treasurer decides applications and opens or closes schedules; all staff read. */
export const canDecideEndowment = (u: SessionUser | null | undefined) => isStaff(u) && u?.D_ID === DEPT.TREASURER;
export const canReadEndowment = (u: SessionUser | null | undefined) => isStaff(u);
