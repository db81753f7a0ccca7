import { MAX_COMMENT_LENGTH, MAX_PHOTO_KB } from '../limits.js';
import { coded } from '../message.js';

/**
 * Messages of the clearance area's own rules (messages shared with other areas are in MSG); the rules are
 * in docs/decisions/clearance.md.
 */
export const CLEARANCE_MSG = {
  noOwnRow: 'Your department has no status row on this request.',
  readOnlyUnpaid: 'Read-only: your department has an unpaid challan on this request.',
  readOnlyHodClosed: 'Read-only: the HOD row is approved, rejected or returned to the IT person.',
  readOnlyHodNotForwarded: 'Read-only: the IT person has not forwarded this request to the HOD yet.',
  readOnlyWithHod: "Read-only: this request has been forwarded to the HOD and awaits the HOD's decision.",
  readOnlyHodApproved: 'Read-only: the HOD has approved this request.',
  readOnlyHodRejected: 'Read-only: the HOD has rejected this request.',
  readOnlyMainLibraryForwarded: 'Read-only: forwarded to the departmental library, which has not approved or rejected it yet.',
  readOnlyWaitingMainLibrary: 'Read-only: the main library has not approved or forwarded this request yet.',
  readOnlyLocked: 'Read-only: the fee system reports this student as locked.',
  readOnlyComplete: 'Read-only: the examination office has approved this clearance.',
  statusNotAllowed: 'This status is not available to your department.',
  forwardWrongLibrary: "Forward only to the student's departmental library.",
  challanNotAllowed: 'Your department cannot create challans on this request.',
  challanAfterMainApproved: 'Challans can no longer be created once the main library has approved.',
  challanAfterApproval: 'Your department has already approved this request.',
  challanPaid: 'A paid challan cannot be edited or deleted.',
  challanNotYours: 'Only the department that issued this challan can change it.',
  challanCardOffice: 'Card challans are made from the card dues and cannot be changed here.',
  challanAmountNumeric: 'Amount must be a whole number of rupees.',
  paymentNotTreasurer: 'Only the treasurer records payments.',
  paymentAlreadyPaid: 'This challan is already paid.',
  paymentNotSupported: 'Payments are recorded by the fee system.',
  alreadyApplied: 'You have already applied for a clearance certificate.',
  applied: 'Your clearance application has been submitted successfully.',
  statusUpdated: 'Status Updated Successfully',
  /** A save that changed the comment or venue but not the status. */
  detailsSaved: 'Comment and venue saved; the status is unchanged.',
  commentTooLong: `The comment can have at most ${MAX_COMMENT_LENGTH} characters.`,
  venueTooLong: 'The venue can have at most 200 characters.',
  /** A save of a row someone else saved after the form was opened (row version). */
  staleRow: 'Someone else saved this row after you opened it. Reload to see their change, then save again.',
  challanCreated: 'Challan Created Successfully',
  challanUpdated: 'Challan Updated Successfully',
  challanDeleted: 'Challan Deleted Successfully',
  paymentRecorded: 'Payment Recorded Successfully',
  photoRequired: `Please upload your picture (JPEG under ${MAX_PHOTO_KB}KB).`,
  photoSaved: 'Picture uploaded',
  photoExists: 'Your picture is already on file.',
  invalidLibrary: 'Please select a library',
  verifyNotFound: 'No document has this verification code.',
  headNotIssuedByOffice: (head: string) => `Your office does not issue "${head}" challans. Choose one of your office's heads.`,
  headUnknown: 'Please choose a challan head from the list.',
  challanNoGroup: 'Your department does not issue challans: the hostels, the libraries and the treasurer do.',
  deleteRequestCardOffice: 'Only the card office can delete a clearance request.',
  /** A challan its office cancelled, as /verify tells it (date DD-MM-YYYY, the office's name). */
  challanCancelled: (date: string, office: string) => `This challan was cancelled on ${date} by the ${office}. It is no longer payable.`,
} as const;

/** CLEARANCE_MSG with codes (`M.clearance`: say them through `M`). */
export const CLEARANCE_M = /* @__PURE__ */ coded('clearance', CLEARANCE_MSG);
