import { CARD_TYPE } from './cards.js';
import { DEPT } from '../departments.js';
import { isStaff, isStudent, type SessionUser } from '../session.js';
import { STATUS } from '../statuses.js';
import { ALLOWED, type Decision, notYours, refuse } from '../workflow/decision.js';
import { statusOptionIdsFor } from '../workflow/status-options.js';
import { STUDENT_FIXABLE_CARD_STATUSES } from './card-application.js';
import { M, type Message } from '../message-codes.js';

/** A reason the rules refuse, or null when allowed. */
export type IdCardRefusal = Message | null;

/**
 * The normal form (no REQ_TYPE) edits new-card requests; the duplicate form edits the card type it
 * names (REQ_TYPE 2, 3, 7 or 8). Anything else would let one list's form change another's request.
 */
export function checkFormMatchesRequest(request: { CARD_TYPE: number }, reqType: number | undefined): IdCardRefusal {
  const expected = reqType ?? CARD_TYPE.NEW;
  if (reqType === CARD_TYPE.NEW) return M.idCard.formDoesNotMatch;
  return request.CARD_TYPE === expected ? null : M.idCard.formDoesNotMatch;
}

export interface CardStudentIdentity {
  ROLNO: string;
  C_CODE: number;
  SE_ID: number;
  MAJ_ID: number;
  YEAR: number;
  RN: number;
}

/**
 * The edit payload repeats the student's identity (YEAR, RN, C_CODE, SE_ID, MAJ_ID, ROLNO). Each one
 * given must be the request's student's: status 6 deletes that student's photo.
 */
export function checkIdentityMatches(given: Partial<CardStudentIdentity>, student: CardStudentIdentity): IdCardRefusal {
  for (const key of ['ROLNO', 'C_CODE', 'SE_ID', 'MAJ_ID', 'YEAR', 'RN'] as const) {
    const v = given[key];
    if (v === undefined || v === null || v === '') continue;
    if (String(v).trim().toLowerCase() !== String(student[key]).toLowerCase()) return M.idCard.studentDoesNotMatch;
  }
  return null;
}

/** The status must be one the user may pick (GET /api/admin/getrequeststatuslist). */
export function checkStatusAllowed(user: SessionUser, status: number): IdCardRefusal {
  return statusOptionIdsFor(user).includes(status) ? null : M.idCard.unknownStatus;
}

/** Saving with status 6 (Image Not Clear) deletes the student's photo. */
export const deletesPhotoOnSave = (status: number) => status === STATUS.IMAGE_NOT_CLEAR;

/**
 * Who may see a student's photo: the card office, the transport office (its dialog shows it) and the
 * student it belongs to.
 */
export function canViewPhoto(user: SessionUser | null, owner: { ROLNO: string }): boolean {
  if (!user) return false;
  if (isStaff(user)) return user.D_ID === DEPT.CARD_OFFICE || user.D_ID === DEPT.TRANSPORT;
  return isStudent(user) && !!user.ROLNO && user.ROLNO.toLowerCase() === owner.ROLNO.toLowerCase();
}

/** What a user does with a student's record in the ID-card area. */
export type IdCardAction = 'view-photo';

/**
 * Whether the user may act on the student's record. `view-photo`: the card office and the transport office (other
 * staff are refused, 403); the student their own, while another student's photo answers as a missing one (404).
 */
export function authorizeIdCard(user: SessionUser, _action: IdCardAction, owner: { ROLNO: string }): Decision {
  if (canViewPhoto(user, owner)) return ALLOWED;
  return isStudent(user) ? notYours(M.idCard.imageNotFound) : refuse(403, M.idCard.notYourPhoto);
}

/** What a user does with a loaded card request from the student's side. */
export type CardRequestAction = 'view' | 'fix' | 'download-challan';
export interface CardRequestRecord {
  STUDENT_ID: number;
  REQ_STATUS: number;
  DELETED_AT?: Date | string | null;
}

/**
 * Whether the user may act on the card request. The student: their own, not deleted; `fix` only while Image Not
 * Clear or Info Missing (409 otherwise). `download-challan`: the card office any request. Another student's
 * request answers as one that does not exist (404).
 */
export function authorizeCardRequest(user: SessionUser, action: CardRequestAction, r: CardRequestRecord): Decision {
  if (action === 'download-challan' && isStaff(user) && user.D_ID === DEPT.CARD_OFFICE) return ALLOWED;
  if (!isStudent(user) || user.STD_ID !== r.STUDENT_ID || r.DELETED_AT) return notYours();
  if (action === 'fix' && !STUDENT_FIXABLE_CARD_STATUSES.includes(r.REQ_STATUS)) return refuse(409, M.card.notEditable);
  return ALLOWED;
}

/** Where each edit form goes after a successful save. */
export function editFormReturnPath(cardType: number): string {
  if (cardType === CARD_TYPE.DUPLICATE) return '/students-duplicate-id-cards';
  if (cardType === CARD_TYPE.TRIPLICATE) return '/students-triplicate-id-cards';
  return '/card-admin';
}

/** The edit call and REQ_TYPE of a request: the normal form for new cards, the duplicate form otherwise. */
export function formCallFor(cardType: number): { path: string; REQ_TYPE?: number } {
  return cardType === CARD_TYPE.NEW
    ? { path: '/api/admin/update-idcard-request-form' }
    : { path: '/api/admin/update-dup-idcard-request-form', REQ_TYPE: cardType };
}
