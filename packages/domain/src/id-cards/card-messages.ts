import { coded } from '../message.js';

export const CARD_MSG = {
  contact: 'Please enter your contact number (11 digits, e.g. 03001234567)',
  guardianContact: "Please enter your guardian's contact number (11 digits, e.g. 03001234567)",
  bloodGroup: 'Please select your blood group',
  address: 'Please enter your address',
  openRequest: 'You already have an open ID card request. Please wait until it is delivered or closed.',
  alreadyHasCard: 'An ID card has already been issued to you. Please apply for a duplicate card instead.',
  noCardYet: 'No ID card has been issued to you yet. Please apply for a new card instead.',
  notEditable: 'This request can be changed only while it is marked Image Not Clear or Info Missing.',
  submitted: 'Your application has been submitted',
  updated: 'Your request has been updated and submitted again',
} as const;

/** CARD_MSG with codes (`M.card`: say them through `M`). */
export const CARD_M = /* @__PURE__ */ coded('card', CARD_MSG);
