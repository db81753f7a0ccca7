import { isStudent, type SessionUser } from '../session.js';
import { ALLOWED, type Decision, notYours, refuse } from '../workflow/decision.js';
import { EFT_DOCUMENT_NEEDED_STATUSES } from './endowment.js';
import { M } from '../message-codes.js';

/** What a user does with a loaded endowment application. */
export type EndowmentAction = 'view-document' | 'replace-document';
export interface EndowmentRecord {
  STUDENT_ID: number;
  STATUS: number;
}

/**
 * Whether the user may act on the application. `view-document`: staff any application, the student their own.
 * `replace-document`: the student their own, only while the treasurer asks for a document (409 otherwise).
 * Another student's application answers as one that does not exist (404).
 */
export function authorizeEndowment(user: SessionUser, action: EndowmentAction, record: EndowmentRecord): Decision {
  if (action === 'view-document' && !isStudent(user)) return ALLOWED;
  if (!isStudent(user) || user.STD_ID !== record.STUDENT_ID) return notYours();
  if (action === 'replace-document' && !EFT_DOCUMENT_NEEDED_STATUSES.includes(record.STATUS)) return refuse(409, M.eft.documentNotNeeded);
  return ALLOWED;
}
