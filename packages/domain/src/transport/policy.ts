import { isStudent, isTransportOffice, type SessionUser } from '../session.js';
import { STATUS } from '../statuses.js';
import { ALLOWED, type Decision, notYours, refuse } from '../workflow/decision.js';
import { M } from '../message-codes.js';

/** A loaded transport request, as the rules read it. */
export interface TransportRequestRef {
  STUDENT_ID: number;
  REQ_STATUS: number;
}

/** What a user does with a loaded transport request. */
export type TransportPolicyAction = 'resubmit' | 'download-challan';

/**
 * Whether the user may act on the request. `resubmit`: the student's own request, only while Image Not Clear.
 * `download-challan`: the student's own request while Fee Pending; the transport office any request. Another
 * student's request answers as a missing one does (404, "request not found"); the wrong state answers 409.
 */
export function authorizeTransport(user: SessionUser, action: TransportPolicyAction, req: TransportRequestRef): Decision {
  if (action === 'download-challan' && isTransportOffice(user)) return ALLOWED;
  if (!isStudent(user) || user.STD_ID !== req.STUDENT_ID) return notYours(M.transport.requestNotFound);
  if (action === 'resubmit' && req.REQ_STATUS !== STATUS.IMAGE_NOT_CLEAR) return refuse(409, M.transport.onlyImageNotClear);
  if (action === 'download-challan' && req.REQ_STATUS !== STATUS.FEE_PENDING) return refuse(409, M.transport.challanOnlyFeePending);
  return ALLOWED;
}
