import { DEPT, isAcademicDept, isDepartmentalLibrary, isHostelDept } from '../departments.js';
import { M, type Message } from '../message-codes.js';
import { isHod, isItPerson, isStaff, isStudent, type SessionUser } from '../session.js';
import { STATUS } from '../statuses.js';
import { ALLOWED, type Decision, notYours } from '../workflow/decision.js';
import { rejectionLacksComment } from '../workflow/rejection.js';
import {
  CARD_CHALLAN_TYPE,
  challanGroupOf,
  challanGroupOfDept,
  FORWARD_STATUS_LIBRARY,
  HOD_ACTIVE_STATES,
  HOD_READ_ONLY_STATES,
  IT_ACTIVE_STATES,
  REQUEST_STATE,
} from './constants.js';
import { clearanceStatusOptionIdsFor } from './status-options.js';

/** The parts of the signed-in user the rules read. */
export type PolicyUser = Pick<SessionUser, 'ROLE' | 'ROLE_DES' | 'D_ID'>;
export interface RowState {
  D_ID: number;
  REQ_ID: number;
}
export interface ChallanState {
  CHALLAN_ID?: number;
  D_ID: number;
  CHALLAN_TYPE: number;
  /** 0 means unpaid. */
  PAID: number;
}
/** What the fee system says about the student (the treasurer's lock). */
export interface LockState {
  locked: boolean;
  /** The fee system could not be asked. */
  failed?: boolean;
}
/** Which fee system the server uses: the portal's own ledger, or the outside one over HTTP. */
export type FeeSystemKind = 'builtin' | 'http';
export interface ClearanceContext {
  user: PolicyUser;
  rows: readonly RowState[];
  challans: readonly ChallanState[];
  /** Needed for the treasurer; ignored for everyone else. */
  lock?: LockState | null;
  /** For the treasurer's approval: the fee system reports unpaid dues. */
  feeDuesUnpaid?: boolean;
  /** The fee system in use (for Record Payment); unknown (null) until the server said. */
  feeSystem?: FeeSystemKind | null;
}

export type ClearanceDecision = { allowed: true } | { allowed: false; message: Message; status: 400 | 403 | 503 };
const ALLOW: ClearanceDecision = { allowed: true };
const deny = (message: Message, status: 400 | 403 | 503 = 403): ClearanceDecision => ({ allowed: false, message, status });

export const isUnpaid = (c: ChallanState) => !c.PAID;

/** The status row the user acts on: their department's row; on an academic row only the HOD or the IT person. */
export function ownRow(user: PolicyUser, rows: readonly RowState[]): RowState | null {
  if (!isStaff(user) || user.D_ID == null) return null;
  if (isAcademicDept(user.D_ID) && !isHod(user) && !isItPerson(user)) return null;
  return rows.find((r) => r.D_ID === user.D_ID) ?? null;
}

const rowOf = (rows: readonly RowState[], dId: number) => rows.find((r) => r.D_ID === dId) ?? null;
const ownUnpaid = (user: PolicyUser, challans: readonly ChallanState[]) =>
  challans.some(
    (c) =>
      isUnpaid(c) && (user.D_ID === DEPT.CARD_OFFICE ? c.CHALLAN_TYPE === CARD_CHALLAN_TYPE : c.D_ID === user.D_ID && c.CHALLAN_TYPE !== CARD_CHALLAN_TYPE),
  );
const groupUnpaid = (user: PolicyUser, challans: readonly ChallanState[]) => {
  const g = challanGroupOfDept(user.D_ID);
  return g != null && challans.some((c) => isUnpaid(c) && challanGroupOf(c) === g);
};

/** The request is complete once the examination office has approved it: the other rows are then frozen. */
export const isComplete = (rows: readonly RowState[]) => rowOf(rows, DEPT.EXAMINATION)?.REQ_ID === STATUS.APPROVED;

/**
 * Why the user's Office Use form is read-only, or null when it is editable.
 * The order decides which reason is shown when several apply.
 */
export function readOnlyReason(ctx: ClearanceContext): Message | null {
  const { user, rows, challans } = ctx;
  const own = ownRow(user, rows);
  if (!own) return M.clearance.noOwnRow;
  const d = own.D_ID;
  if (d !== DEPT.EXAMINATION && isComplete(rows)) return M.clearance.readOnlyComplete;
  if (d === DEPT.CARD_OFFICE || isHostelDept(d) || d === DEPT.MAIN_LIBRARY || isDepartmentalLibrary(d)) {
    if (ownUnpaid(user, challans)) return M.clearance.readOnlyUnpaid;
  }
  if (d === DEPT.MAIN_LIBRARY) {
    const target = FORWARD_STATUS_LIBRARY[own.REQ_ID];
    if (target != null) {
      const lib = rowOf(rows, target);
      if (!lib || (lib.REQ_ID !== STATUS.APPROVED && lib.REQ_ID !== STATUS.REJECTED)) return M.clearance.readOnlyMainLibraryForwarded;
    }
  }
  if (isDepartmentalLibrary(d)) {
    const main = rowOf(rows, DEPT.MAIN_LIBRARY);
    if (!main || (main.REQ_ID !== STATUS.APPROVED && FORWARD_STATUS_LIBRARY[main.REQ_ID] == null)) return M.clearance.readOnlyWaitingMainLibrary;
  }
  if (isAcademicDept(d)) {
    if (isHod(user)) {
      if (HOD_READ_ONLY_STATES.includes(own.REQ_ID)) return M.clearance.readOnlyHodClosed;
      if (!HOD_ACTIVE_STATES.includes(own.REQ_ID)) return M.clearance.readOnlyHodNotForwarded;
    } else if (!IT_ACTIVE_STATES.includes(own.REQ_ID)) return itPersonReadOnlyReason(own.REQ_ID);
  }
  if (d === DEPT.TREASURER) {
    if (!ctx.lock || ctx.lock.failed) return M.common.lockCheckFailed;
    if (ctx.lock.locked) return M.clearance.readOnlyLocked;
  }
  return null;
}

/**
 * Why the IT person cannot edit the academic row in a state outside IT_ACTIVE_STATES: the HOD decided
 * (9, 10), or the row is with the HOD (28 forwarded, 3, 15 the HOD's own intermediate states). A row
 * returned to the IT person (24) is editable and never reaches here.
 */
function itPersonReadOnlyReason(reqId: number): Message {
  if (reqId === STATUS.APPROVED) return M.clearance.readOnlyHodApproved;
  if (reqId === STATUS.REJECTED) return M.clearance.readOnlyHodRejected;
  return M.clearance.readOnlyWithHod;
}

/** May the user change their own row at all. */
export function canEditRow(ctx: ClearanceContext): ClearanceDecision {
  const reason = readOnlyReason(ctx);
  if (!reason) return ALLOW;
  // The fee system could not say whether the student is locked: the treasurer's form waits for it (503).
  const lockUnknown = ownRow(ctx.user, ctx.rows)?.D_ID === DEPT.TREASURER && (!ctx.lock || ctx.lock.failed) && !isComplete(ctx.rows);
  return deny(reason, lockUnknown ? 503 : 403);
}

export interface StatusChange {
  STATUS: number;
  COMMENT?: string | null;
}

/** May the user set their row to `change.STATUS`. */
export function canSetStatus(ctx: ClearanceContext, change: StatusChange): ClearanceDecision {
  const edit = canEditRow(ctx);
  if (!edit.allowed) return edit;
  const own = ownRow(ctx.user, ctx.rows)!;
  if (!clearanceStatusOptionIdsFor(ctx.user).includes(change.STATUS)) return deny(M.clearance.statusNotAllowed, 400);
  if (rejectionLacksComment(change.STATUS, change.COMMENT)) return deny(M.common.rejectionNeedsComment, 400);
  const target = FORWARD_STATUS_LIBRARY[change.STATUS];
  if (target != null && (own.D_ID !== DEPT.MAIN_LIBRARY || !rowOf(ctx.rows, target))) return deny(M.clearance.forwardWrongLibrary, 400);
  if (change.STATUS === STATUS.APPROVED) {
    if (own.D_ID === DEPT.EXAMINATION) {
      if (ctx.rows.some((r) => r.D_ID !== DEPT.EXAMINATION && r.REQ_ID !== STATUS.APPROVED)) return deny(M.common.pendingOtherDepartments);
      if (ctx.challans.some(isUnpaid)) return deny(M.common.unpaidChallans);
    }
    if (groupUnpaid(ctx.user, ctx.challans)) return deny(M.common.unpaidChallans);
    if (own.D_ID === DEPT.TREASURER && ctx.feeDuesUnpaid) return deny(M.common.unpaidChallans);
  }
  return ALLOW;
}

/** Challans the user sees: 101 only type 8; others their group; the treasurer every challan (to record payments). */
export function canSeeChallan(user: PolicyUser, c: ChallanState): boolean {
  if (!isStaff(user)) return false;
  if (user.D_ID === DEPT.CARD_OFFICE) return c.CHALLAN_TYPE === CARD_CHALLAN_TYPE;
  if (user.D_ID === DEPT.TREASURER) return true;
  const g = challanGroupOfDept(user.D_ID);
  return g != null && challanGroupOf(c) === g;
}

/** May the user create a challan on this request. */
export function canCreateChallan(ctx: ClearanceContext): ClearanceDecision {
  const { user, rows } = ctx;
  if (user.D_ID === DEPT.CARD_OFFICE) return deny(M.clearance.challanCardOffice);
  const own = ownRow(user, rows);
  if (!own) return deny(M.clearance.challanNotAllowed);
  if (challanGroupOfDept(own.D_ID) == null) return deny(M.clearance.challanNoGroup);
  if (isComplete(rows)) return deny(M.clearance.readOnlyComplete);
  if (isDepartmentalLibrary(own.D_ID)) {
    const main = rowOf(rows, DEPT.MAIN_LIBRARY);
    if (main?.REQ_ID === STATUS.APPROVED) return deny(M.clearance.challanAfterMainApproved);
    if (!main || FORWARD_STATUS_LIBRARY[main.REQ_ID] == null) return deny(M.clearance.readOnlyWaitingMainLibrary);
  }
  if (own.REQ_ID === STATUS.APPROVED) return deny(M.clearance.challanAfterApproval);
  return ALLOW;
}

/** May the user edit or delete this challan: only the issuing department, never a paid or card challan. */
export function canChangeChallan(ctx: ClearanceContext, c: ChallanState): ClearanceDecision {
  const { user } = ctx;
  if (c.CHALLAN_TYPE === CARD_CHALLAN_TYPE || user.D_ID === DEPT.CARD_OFFICE) return deny(M.clearance.challanCardOffice);
  if (!isStaff(user) || c.D_ID !== user.D_ID) return deny(M.clearance.challanNotYours);
  if (!isUnpaid(c)) return deny(M.clearance.challanPaid);
  if (isComplete(ctx.rows)) return deny(M.clearance.readOnlyComplete);
  return ALLOW;
}

/**
 * May the user record a payment of this challan. Payments are recorded by the fee system, never by the
 * department that issued the challan. With the built-in fee system the treasurer's office is the fee
 * system's cashier: it records the bank payment of any challan, its own group's included (otherwise a
 * treasurer challan could never be paid and the treasurer's approval would stay blocked). No other
 * department records payments, so for them the issuing-department rule always holds. With the HTTP fee
 * system the portal records none: the bank's payments arrive in the fee system's paid list.
 */
export function canRecordPayment(user: PolicyUser, c: ChallanState, feeSystem: FeeSystemKind | null | undefined): ClearanceDecision {
  if (!isStaff(user) || user.D_ID !== DEPT.TREASURER) return deny(M.clearance.paymentNotTreasurer);
  if (feeSystem !== 'builtin') return deny(M.clearance.paymentNotSupported, 400);
  if (!isUnpaid(c)) return deny(M.clearance.paymentAlreadyPaid, 400);
  return ALLOW;
}

/**
 * The request's overall state (REQ_STATUS): Rejected while any row is 10; Approved once the examination
 * office has approved; Pending while every row is Pending; otherwise In Progress.
 */
export function overallStatus(rows: readonly RowState[]): number {
  if (rows.some((r) => r.REQ_ID === STATUS.REJECTED)) return REQUEST_STATE.REJECTED;
  if (isComplete(rows)) return REQUEST_STATE.APPROVED;
  if (rows.every((r) => r.REQ_ID === STATUS.PENDING)) return REQUEST_STATE.PENDING;
  return REQUEST_STATE.IN_PROGRESS;
}

/** May the user delete the whole request: only the card office, which keeps the student-record tools. */
export function canDeleteRequest(user: PolicyUser): ClearanceDecision {
  return isStaff(user) && user.D_ID === DEPT.CARD_OFFICE ? ALLOW : deny(M.clearance.deleteRequestCardOffice);
}

const reasonOf = (d: ClearanceDecision) => (d.allowed ? null : d.message);

/** Everything the dialog needs to enable or disable its controls, with the reason of each one disabled. */
export function dialogPermissions(ctx: ClearanceContext) {
  const create = canCreateChallan(ctx);
  return {
    readOnlyReason: readOnlyReason(ctx),
    canCreateChallan: create.allowed,
    createChallanReason: reasonOf(create),
    deleteRequestReason: reasonOf(canDeleteRequest(ctx.user)),
    showFeeInformation: ctx.user.D_ID === DEPT.TREASURER,
  };
}

/** What a user does with a loaded clearance request: read it (detail, challans, documents), or one of its challans. */
export type ClearanceAction = 'view' | 'see-challan';
export interface ClearanceRecord {
  STUDENT_ID: number;
  rows: readonly RowState[];
  /** For 'see-challan'. */
  challan?: ChallanState;
}

/**
 * Whether the user may act on the request: the student on their own request; staff on a request that has their
 * office's row (on an academic row only the HOD or the IT person), a challan only of their office's group. Any
 * other request answers as if it did not exist (404).
 */
export function authorizeClearance(user: PolicyUser & Pick<SessionUser, 'STD_ID'>, action: ClearanceAction, record: ClearanceRecord): Decision {
  if (isStudent(user)) return user.STD_ID === record.STUDENT_ID ? ALLOWED : notYours();
  if (!ownRow(user, record.rows)) return notYours();
  if (action === 'see-challan' && (!record.challan || !canSeeChallan(user, record.challan))) return notYours();
  return ALLOWED;
}
