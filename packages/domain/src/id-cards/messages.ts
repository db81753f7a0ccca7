import { MAX_MACHINE_ID_LENGTH, MAX_RF_ID_LENGTH } from '../limits.js';
import { coded } from '../message.js';

/** Messages of the ID-card area's own rules (messages shared with other areas are in MSG). */
export const ID_CARD_MSG = {
  requestNotFound: (tId: number) => `ID-card request ${tId} does not exist or has been deleted.`,
  deletedRequestNotFound: (tId: number) => `ID-card request ${tId} is not in the deleted requests.`,
  restored: 'Request restored successfully',
  restoreConflict: 'The student has another open ID card request; this one cannot be restored while that one is open.',
  studentReferenced: "This student's record is still used by other records and cannot be deleted.",
  rfIdTooLong: `RF ID can have at most ${MAX_RF_ID_LENGTH} characters`,
  machineIdTooLong: `Machine number can have at most ${MAX_MACHINE_ID_LENGTH} characters`,
  badDistributionDate: 'Please enter a valid distribution date (YYYY-MM-DD)',
  unknownStatus: 'Please select a status from the list',
  badCardType: 'Unknown card type',
  badTId: 'A valid T_ID is required',
  formDoesNotMatch: 'This form does not match the card type of the request',
  studentDoesNotMatch: 'The student details do not match the request',
  rollNoRequired: 'Please enter a roll number',
  studentNotFound: 'No student with this roll number',
  imageNotFound: 'This student has no image',
  imageDeleted: 'Image deleted successfully',
  notYourPhoto: 'You may only see your own photo',
  badYear: 'Please select a year from the list',
  lmsFailed: 'Failed to fetch students from LMS',
} as const;

/** ID_CARD_MSG with codes (`M.idCard`: say them through `M`). */
export const ID_CARD_M = /* @__PURE__ */ coded('idCard', ID_CARD_MSG);
