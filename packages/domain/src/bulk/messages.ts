import { coded } from '../message.js';

/** Messages of bulk decisions. */
export const BULK_MSG = {
  badKind: 'Please choose which list to update',
  nothingSelected: 'Please select at least one row or paste roll numbers',
  tooManyRows: (max: number) => `At most ${max} rows can be updated at once`,
  statusNotAllowed: 'This status cannot be given from this list',
  noDistributionDate: 'A distribution date can only be given to ID cards and transport cards',
  noVenue: 'A venue cannot be given to endowment applications',
  badDistributionDate: 'Distribution date must be YYYY-MM-DD',
  badRollNumber: 'Please enter valid roll numbers',
  badCardType: 'Please choose a card list',
  requestNotFound: 'Request not found',
  noRequestForRollNumber: 'No request of this list for this roll number',
  duplicateRow: 'Listed more than once',
  notInList: 'This request is not in this list',
  rowFailed: 'This row could not be saved; please try it on its own',
} as const;

/** BULK_MSG with codes (`M.bulk`: say them through `M`). */
export const BULK_M = /* @__PURE__ */ coded('bulk', BULK_MSG);
