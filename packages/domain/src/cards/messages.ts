import { coded } from '../message.js';

/** Messages of the cards area (printed cards, digital cards, verification). */
export const CARDS_MSG = {
  // Verification outcomes (the `reason` of POST /api/cards/verify).
  tokenRequired: 'Please scan or paste a card code',
  notGenuine: 'This card is not genuine: its signature does not match any key of the university.',
  malformed: 'This is not a card code of the university.',
  unknownKey: 'This card is signed with a key the university does not know.',
  unknownCard: 'The university has no record of this card.',
  expired: 'This card has expired.',
  replaced: 'This card was replaced: the student asked for a new card (the old one was reported lost).',
  cleared: 'This card was withdrawn: the student has left the university (clearance complete).',
  revokedByOffice: (reason: string) => `This card was revoked by the office: ${reason}`,
  passUnpaid: 'This transport pass is not valid: its challan is not paid.',
  passReplaced: 'This transport pass was replaced by a newer one.',
  valid: 'This card is genuine and valid.',
  offlineNoRevocation: 'Offline: the signature and dates were checked on this phone; revocation could not be checked.',

  // Digital card: what is missing before the card can be shown.
  noIdCardRequest: 'You have no ID card yet. Apply for an ID card first.',
  idCardNotDelivered: 'Your ID card is not ready yet. It appears here once the card office marks it Delivered.',
  idCardRevoked: 'Your ID card is no longer valid. Apply for a duplicate card if it was lost.',
  noTransportRequest: 'You have no transport card yet. Apply for a transport card first.',
  transportChallanUnpaid: 'Your transport pass appears here once its challan is paid.',
  transportPassExpired: 'Your transport pass has expired. Apply for a new transport card.',
  noPhoto: 'Your photo is missing. Upload a photo with your card application.',
  transportPassRevoked: 'Your transport pass is no longer valid.',

  // Print batches: per-row refusals.
  requestNotFound: 'No such request (it may have been deleted)',
  requestDeleted: 'The request has been deleted',
  notPrintableStatus: (status: string) => `The request is "${status}": it is not ready to print`,
  feeUnpaid: 'The card fee has not been paid',
  clearanceCardNotPrinted: 'Clearance cards are not printed as ID cards',
  photoMissing: 'The student has no photo',
  replacedByLater: 'A later card request of the student replaces this card',
  studentCleared: 'The student has left the university (clearance complete)',
  challanUnpaid: 'The transport challan has not been paid',
  passPeriodOver: 'The transport pass period is over',
  batchRefused: 'Nothing was printed: some requests are not ready to print. Remove them and print again.',
  batchEmpty: 'Please select at least one request to print',
  batchTooLarge: (max: number) => `A print batch can have at most ${max} cards`,
  badKind: 'Kind must be "id-card" or "transport-pass"',
  badLayout: 'Layout must be "cr80" or "a4"',
  badIds: "Please send the requests' numbers (TRANS_ID) as a list of whole numbers",
  duplicateIds: 'A request is listed twice',

  // Revocation.
  reasonRequired: 'Please give the reason for revoking the card',
  reasonTooLong: (max: number) => `The reason can have at most ${max} characters`,
  cardNotFound: 'No card with this serial number',
  alreadyRevoked: 'This card is already revoked',
  revoked: 'Card revoked',
  badSerial: 'Not a card serial number',
  noPhotoForCard: 'No photo for this card',

  // Offices.
  idCardsAreCardOffice: 'ID cards are printed and revoked by the card office',
  passesAreTransportOffice: 'Transport passes are printed and revoked by the transport office',
  ownCardOnly: 'You may only see your own card',
} as const;

/** CARDS_MSG with codes (`M.cards`: say them through `M`). */
export const CARDS_M = /* @__PURE__ */ coded('cards', CARDS_MSG);
