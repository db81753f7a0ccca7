import { DEPT, isAcademicDept, isDepartmentalLibrary, OFFICE_NAMES } from '../departments.js';
import { formatDate } from '../dates.js';
import { formatRupees } from '../money.js';
import { STATUS } from '../statuses.js';
import { CARD_CHALLAN_TYPE, challanGroupOf, challanGroupOfDept, FORWARD_STATUS_LIBRARY, IT_ACTIVE_STATES } from '../clearance/constants.js';

/**
 * "What to do next" for the student, one rule for the tracker, My Requests, the dashboard and the staff
 * dialogs. Each answer is a code with parameters (for translations) and the English text.
 */
export type NextStepCode =
  | 'cleared'
  | 'rejected'
  | 'pay-challan'
  | 'return-books'
  | 'return-card'
  | 'submit-thesis'
  | 'provide-info'
  | 'provide-documents'
  | 'upload-photo'
  | 'clear-dues'
  | 'pay-fee'
  | 'waiting-for'
  | 'waiting-for-departments'
  | 'with-office'
  | 'collect';

export type NextStepParams = Record<string, string | number>;

export interface NextStep {
  code: NextStepCode;
  params: NextStepParams;
  /** The English sentence. */
  text: string;
  /** Whether the student has to act (otherwise an office is working on it, or nothing is left). */
  studentActs: boolean;
}

export interface ProgressRowInput {
  D_ID: number;
  /** The department's own name (for the academic row: the department, e.g. "Computer Science"). */
  D_NM: string;
  REQ_ID: number;
  VENUE?: string | null;
  COMMENT?: string | null;
  /** When the row last changed. */
  DATE: string | Date | null;
}

export interface ProgressChallanInput {
  CHALLAN_ID: number;
  D_ID: number;
  CHALLAN_TYPE: number;
  /** 0 means unpaid. */
  PAID: number;
  BAL: number;
}

const DAY_MS = 86_400_000;

/** Whole days between `from` and `now` (never negative). */
export function daysSince(from: string | Date | null | undefined, now: Date): number {
  if (from == null) return 0;
  const t = new Date(from).getTime();
  return Number.isNaN(t) ? 0 : Math.max(0, Math.floor((now.getTime() - t) / DAY_MS));
}

/** "today", "1 day", "3 days". */
const sinceText = (days: number) => (days === 0 ? 'today' : days === 1 ? '1 day' : `${days} days`);
const venueText = (venue: string | null | undefined) => (venue?.trim() ? ` (${venue.trim()})` : '');

/** How the tracker names the office holding a row: "the Main Library", "your HOD", "your department's IT person". */
export function officePhrase(row: Pick<ProgressRowInput, 'D_ID' | 'D_NM' | 'REQ_ID'>): string {
  if (isAcademicDept(row.D_ID)) return IT_ACTIVE_STATES.includes(row.REQ_ID) ? "your department's IT person" : 'your HOD';
  return `the ${row.D_NM || OFFICE_NAMES[row.D_ID] || 'office'}`;
}

/** The unpaid challans that hold up a row: its challan group's; every one for the examination office. */
export function blockingChallans(dId: number, challans: readonly ProgressChallanInput[]): ProgressChallanInput[] {
  const unpaid = challans.filter((c) => !c.PAID);
  if (dId === DEPT.EXAMINATION) return unpaid;
  if (dId === DEPT.CARD_OFFICE) return unpaid.filter((c) => c.CHALLAN_TYPE === CARD_CHALLAN_TYPE);
  const group = challanGroupOfDept(dId);
  if (group == null) return [];
  // The row's own challans first, then the rest of its group.
  return unpaid.filter((c) => challanGroupOf(c) === group).sort((a, b) => Number(b.D_ID === dId) - Number(a.D_ID === dId) || a.CHALLAN_ID - b.CHALLAN_ID);
}

const DUES_WORDS: Record<number, string> = {
  [STATUS.FINE_PENDING]: 'fine',
  [STATUS.DUES_PENDING]: 'dues',
  [STATUS.ANNUAL_DUES_PENDING]: 'annual dues',
  [STATUS.MESS_BILL_PENDING]: 'mess bill',
  [STATUS.ROOM_RENT_PENDING]: 'room rent',
  [STATUS.FEE_PENDING]: 'fee',
};

const step = (code: NextStepCode, params: NextStepParams, text: string, studentActs: boolean): NextStep => ({ code, params, text, studentActs });

/**
 * The next step of one department's row of a clearance application. `rows` are all the rows of the
 * application (for the libraries' hand-over and the examination office's wait), `challans` all its challans.
 */
export function clearanceRowNextStep(
  row: ProgressRowInput,
  ctx: { rows: readonly ProgressRowInput[]; challans: readonly ProgressChallanInput[]; now: Date },
): NextStep {
  const office = officePhrase(row);
  const name = row.D_NM || OFFICE_NAMES[row.D_ID] || '';
  const venue = row.VENUE?.trim() ?? '';
  if (row.REQ_ID === STATUS.APPROVED) {
    const date = row.DATE ? formatDate(row.DATE) : '';
    return step('cleared', { office, date }, date ? `Cleared on ${date}` : 'Cleared', false);
  }
  if (row.REQ_ID === STATUS.REJECTED) {
    return step('rejected', { office }, `Rejected by ${office} — read the comment and contact the office${venueText(venue)}`, true);
  }
  const main = ctx.rows.find((r) => r.D_ID === DEPT.MAIN_LIBRARY);
  if (isDepartmentalLibrary(row.D_ID) && (!main || (main.REQ_ID !== STATUS.APPROVED && FORWARD_STATUS_LIBRARY[main.REQ_ID] == null))) {
    return step('waiting-for', { office: 'the Main Library' }, 'Waiting for the Main Library', false);
  }
  const others = ctx.rows.filter((r) => r.D_ID !== DEPT.EXAMINATION && r.REQ_ID !== STATUS.APPROVED);
  if (row.D_ID === DEPT.EXAMINATION && others.length > 0) {
    const n = others.length;
    return step('waiting-for-departments', { count: n }, `Waiting for ${n} other ${n === 1 ? 'department' : 'departments'} to clear you first`, false);
  }
  const unpaid = blockingChallans(row.D_ID, ctx.challans);
  if (unpaid.length > 0) {
    const [first] = unpaid;
    const more = unpaid.length - 1;
    const approver = row.D_ID === DEPT.EXAMINATION ? 'the Examination Office' : office;
    const amount = formatRupees(first!.BAL);
    return step(
      'pay-challan',
      { challanId: first!.CHALLAN_ID, amount: first!.BAL, more, office: approver },
      `Pay challan ${first!.CHALLAN_ID} of ${amount}${more ? ` and ${more} more` : ''} — ${approver} approves after payment`,
      true,
    );
  }
  const forwardedTo = FORWARD_STATUS_LIBRARY[row.REQ_ID];
  if (row.D_ID === DEPT.MAIN_LIBRARY && forwardedTo != null) {
    const lib = ctx.rows.find((r) => r.D_ID === forwardedTo);
    const libOffice = `the ${lib?.D_NM || OFFICE_NAMES[forwardedTo]}`;
    return step('waiting-for', { office: libOffice }, `Waiting for ${libOffice}`, false);
  }
  switch (row.REQ_ID) {
    case STATUS.BOOKS_PENDING:
      return step('return-books', { office: name, venue }, `Return books to the ${name}${venueText(venue)}`, true);
    case STATUS.CARD_NOT_RETURNED:
      return step('return-card', { office: name, venue }, `Return your student card to the ${name}${venueText(venue)}`, true);
    case STATUS.THESIS_MISSING:
      return step('submit-thesis', { office, venue }, `Submit your thesis to ${office}${venueText(venue)}`, true);
    case STATUS.INFO_MISSING:
      return step('provide-info', { office, venue }, `Give the missing information to ${office}${venueText(venue)}`, true);
    case STATUS.DOCUMENTS_PENDING:
      return step('provide-documents', { office, venue }, `Bring the missing documents to ${office}${venueText(venue)}`, true);
    case STATUS.IMAGE_NOT_CLEAR:
      return step('upload-photo', { office }, 'Upload a clearer photo', true);
  }
  const dues = DUES_WORDS[row.REQ_ID];
  if (dues) return step('clear-dues', { what: row.REQ_ID, office, venue }, `Clear your ${dues} with ${office}${venueText(venue)}`, true);
  const days = daysSince(row.DATE, ctx.now);
  return step('with-office', { office, days }, `With ${office} since ${sinceText(days)}`, false);
}

export interface ClearanceProgressSummary {
  cleared: number;
  total: number;
  /** Rows (other than the examination office's) not yet cleared: they stand before its approval. */
  remainingBeforeExam: number[];
  /** Unpaid challans (every one must be paid before the examination office approves). */
  unpaidChallans: number;
  /** The examination office's approval is given: the clearance certificate can be downloaded. */
  certificateReady: boolean;
  /** One sentence on what is left overall. */
  overall: NextStep;
}

/** The tracker's header: n of m cleared, what stands before the examination office, and the certificate. */
export function clearanceProgressSummary(rows: readonly ProgressRowInput[], challans: readonly ProgressChallanInput[]): ClearanceProgressSummary {
  const cleared = rows.filter((r) => r.REQ_ID === STATUS.APPROVED).length;
  const remaining = rows.filter((r) => r.D_ID !== DEPT.EXAMINATION && r.REQ_ID !== STATUS.APPROVED).map((r) => r.D_ID);
  const unpaid = challans.filter((c) => !c.PAID).length;
  const exam = rows.find((r) => r.D_ID === DEPT.EXAMINATION);
  const certificateReady = exam?.REQ_ID === STATUS.APPROVED;
  let overall: NextStep;
  if (certificateReady) overall = step('cleared', {}, 'Your clearance certificate is ready to download', true);
  else if (rows.some((r) => r.REQ_ID === STATUS.REJECTED)) overall = step('rejected', {}, 'A department rejected your application — read its comment below', true);
  else if (remaining.length > 0 || unpaid > 0) {
    const parts = [
      remaining.length ? `${remaining.length} ${remaining.length === 1 ? 'department' : 'departments'} to clear you` : '',
      unpaid ? `${unpaid} unpaid ${unpaid === 1 ? 'challan' : 'challans'}` : '',
    ].filter(Boolean);
    overall = step(
      'waiting-for-departments',
      { count: remaining.length, unpaid },
      `Before the Examination Office can approve: ${parts.join(' and ')}. The certificate can be downloaded once it approves.`,
      unpaid > 0,
    );
  } else overall = step('with-office', { office: 'the Examination Office' }, 'Every department has cleared you: the Examination Office approves next, then the certificate can be downloaded.', false);
  return { cleared, total: rows.length, remainingBeforeExam: remaining, unpaidChallans: unpaid, certificateReady, overall };
}

/** States in which nothing is left to collect. */
const FINISHED: readonly number[] = [STATUS.DELIVERED, STATUS.REJECTED, STATUS.CANCELLED, STATUS.CLOSED];

export type StudentRequestKind = 'card' | 'transport' | 'clearance' | 'endowment';

export interface RequestNextStepOptions {
  /** The request has a fee to pay (a challan). */
  hasChallan?: boolean;
  feePaid?: boolean;
  /** When and where the card is handed out (cards and transport cards). */
  distributionDate?: string | Date | null;
  venue?: string | null;
}

/**
 * The next step of an ID-card, transport or endowment request (and a clearance row seen on its own),
 * or null when the office is working on it or nothing is left.
 */
export function requestNextStep(kind: StudentRequestKind, status: number, opts: RequestNextStepOptions = {}): NextStep | null {
  switch (status) {
    case STATUS.IMAGE_NOT_CLEAR:
      return step('upload-photo', {}, 'Upload a clearer photo', true);
    case STATUS.INFO_MISSING:
      return kind === 'endowment'
        ? step('provide-info', { upload: 1 }, 'Upload the missing information as a document', true)
        : step('provide-info', {}, 'Complete the missing information', true);
    case STATUS.DOCUMENTS_PENDING:
      return step('provide-documents', { upload: 1 }, 'Upload the requested document', true);
    case STATUS.FEE_PENDING:
      return opts.hasChallan && !opts.feePaid
        ? step('pay-challan', {}, 'Download the challan and pay it at the bank', true)
        : step('pay-fee', {}, 'Pay the fee', true);
    case STATUS.DUES_PENDING:
    case STATUS.FINE_PENDING:
    case STATUS.ANNUAL_DUES_PENDING:
    case STATUS.MESS_BILL_PENDING:
    case STATUS.ROOM_RENT_PENDING:
      return step('clear-dues', { what: status }, 'Clear your dues with the department', true);
    case STATUS.BOOKS_PENDING:
      return step('return-books', {}, 'Return your library books', true);
    case STATUS.CARD_NOT_RETURNED:
      return step('return-card', {}, 'Return your student card', true);
    case STATUS.THESIS_MISSING:
      return step('submit-thesis', {}, 'Submit your thesis', true);
  }
  if ((kind === 'card' || kind === 'transport') && opts.distributionDate && !FINISHED.includes(status)) {
    const date = formatDate(opts.distributionDate);
    const venue = opts.venue?.trim() ?? '';
    const what = kind === 'card' ? 'your card' : 'your transport card';
    if (date) return step('collect', { date, venue, kind }, `Collect ${what} on ${date}${venue ? ` at ${venue}` : ''}`, true);
  }
  if (kind === 'card' && opts.hasChallan && !opts.feePaid && status === STATUS.SUBMITTED) return step('pay-challan', {}, 'Download the challan and pay it at the bank', true);
  return null;
}

/**
 * What the student has to do next for a request in `status` (the dashboard's "needed from you"),
 * or null when the office is working on it: the English text of requestNextStep.
 */
export function nextStepFor(kind: StudentRequestKind, status: number, opts: RequestNextStepOptions = {}): string | null {
  return requestNextStep(kind, status, opts)?.text ?? null;
}
