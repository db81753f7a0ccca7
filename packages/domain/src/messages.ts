import { MAX_PHOTO_KB } from './limits.js';
import { coded } from './message.js';

/** The portal's shared user-facing messages, word for word as users and tests expect them. One place for each. */
export const MSG = {
  unauthorized: 'Unauthorized User!! Please Login First ',
  forbidden: 'You are not allowed to do this.',
  somethingWrong: 'Something went wrong',
  somethingWrongTryAgain: 'Something went wrong! Please try again.',
  somethingWrongLater: 'Something went wrong! Please try again later',
  invalidCredentials: 'Invalid username or password',
  accountDisabled: 'This account is disabled',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  notFound: 'Not found',
  formSaved: 'Form Saved Successfully',
  deletedSuccessfully: 'Deleted successfully',
  // clearance review
  rejectionNeedsComment: 'Please enter reason of Rejection in Comment Section.',
  unpaidChallans: ' Approval Denied! Unpaid challans detected.',
  pendingOtherDepartments: 'Approval Denied! Pending approvals from other departments',
  challanNeedsBoth: 'Please provide both Amount & Description',
  challanEditNeedsBoth: 'Both Fields are required!',
  confirmDeleteRecord: 'Do you really want to delete this record?',
  confirmDeleteChallan: 'Do you really want to delete this challan?',
  lockCheckFailed: 'Failed to fetch student status from LMS',
  noChallan: 'No Challan Exists!',
  noPaidChallans: 'No Paid Challans Found!',
  noUnpaidChallans: 'No Unpaid Challans Found!',
  noRefund: 'No Fee Refund Found!',
  noOutstandingDues: 'No Outstanding Dues Found!',
  noAdjustments: 'No Dues Adjustment / Fee Concession / Scholarship Found!',
  noApplication: 'No Application Exists!',
  // clearance application
  mailingAddressRequired: 'Please enter your Mailing Address',
  reasonRequired: 'Please Select Clearance Reason',
  hostelRequired: 'Please Select a Hostel if you reside in one.',
  cardPossessionRequired: 'Choose Yes or No for the student card',
  fileTooLarge: `Please Upload File Smaller than ${MAX_PHOTO_KB}KB`,
  newStudentsCantApply: "New students can't apply for clearance certificate",
  clearanceCheckFailed: 'Something went wrong. Please try again later.',
  librariesHostelsFailed: 'Error fetching Libraries & Hostels',
  clearanceSubmitFailed: 'Something went wrong! Please try again',
  // transport
  routeNotSelected: 'Route is not selected',
  stopNotSelected: 'Stop is not selected',
  imageNotSelected: 'Image is not selected',
  alreadyAppliedTransport: 'Already Applied for transport card',
  alreadyIncompleteRequest: 'Already Incomplete Request for card',
  onlyJpeg: 'Please Select Only JPEG/JPG Image File',
  imageAlreadyExist: 'Image Already Exist',
  routeInfoMissing: 'Some Info is missing.',
  selectRoute: 'Please select a route',
  enterStop: 'Please Enter a stop',
  routeDeleted: 'Deleted Successfully',
  unableToDelete: 'Unable to Delete',
  routeUpdated: 'Updated Successfully',
  selectStatus: 'Please select a status',
  nothingToChange: 'Nothing to change',
  badPage: 'page must be a whole number from 1',
  /** Every list's page size refused (the sizes the lists offer). */
  badPageSize: 'Page size must be 10, 20, 50 or 100',
  unableToUpdateRoute: 'Unable to update',
  unableToUpdateStop: 'Unable to Update',
  routeAdded: 'Added bus route Successfully',
  stopAdded: 'Stop Added successfully',
  confirmDeleteUndone: 'Do you really want to delete this record? This process cannot be undone.',
  noRequestFound: 'No Request Found',
  // event registration
  requiredField: 'This is required field',
  requiredFieldDot: 'This is required field.',
  enterFullName: 'Enter your full name',
  validEmail: 'Enter a valid email',
  cnicLength: 'CNIC must have at least 13 characters',
  phoneLength: 'Phone Number must have at least 11 digits',
  noConnection: 'Kindly, make sure you have internet connection',
  noMoreTickets: 'All the tickets has been given to the attendees. There is no more ticket for you',
  // card dues
  duesSameValue: 'New Value Cannot Be Equal To Previous Value',
  duesNegative: 'New Value Cannot Be Negative Value',
  duesTooSmall: 'New Value Cannot Be Less Than 1000',
  duesLoadError: 'Some Error Occurred. Refresh The Screen and Confirm The Dues Update',
  duesUpdateError: 'Error Occurred',
  // hardening
  controlCharacters: 'The input contains control characters (such as NUL), which are not allowed. Please remove them and try again.',
  numberOutOfRange: 'A number in the request is too large. Please check it and try again.',
  // strict inputs: what a request may hold
  badId: 'This reference number is not valid: write it in digits only, such as 36.',
  badNumber: 'A number in the request is not valid: write it in digits only, such as 3.',
  badFlag: 'A yes/no choice in the request is not valid: use true or false.',
  cannotSortList: 'This list cannot be sorted by that column.',
  cannotFilterList: 'This list cannot be filtered by that column.',
  badMultipart: 'The form could not be read. Please choose the file again and send the form once more.',
  oneFileOnly: 'Please attach only one file',
  // a staff save that changes nothing writes nothing
  nothingChanged: 'Nothing to save: nothing was changed, so nothing was written.',
  // "Image Not Clear" removes the student's photo: asked first, and said once
  confirmImageNotClear: 'Setting "Image Not Clear" removes the student\'s photo, and the student is asked to upload a new one. Continue?',
  photoRemovedForNewOne: "Saved. The student's photo was removed and the student is asked to upload a new one.",
  // the student's clearance tracker
  noClearanceApplication: 'You have not applied for a clearance certificate yet.',
} as const;

/** 'Dues of {name} are updated to {amount}' */
export const duesUpdatedMessage = (name: string, amount: number) => `Dues of ${name} are updated to ${amount}`;

/** MSG with codes (`M.common`: say them through `M`). */
export const COMMON_M = /* @__PURE__ */ coded('common', MSG);
