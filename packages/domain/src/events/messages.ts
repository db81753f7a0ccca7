import { coded } from '../message.js';

/**
 * What event registration and the administrator's event screens say. Kept apart from their schemas so a
 * screen that only translates a message does not load the validation library.
 */

/** Messages of the event registration rules (docs/decisions/events.md). */
export const EVENT_MSG = {
  lettersOnly: 'Use letters, comma and space',
  cnicDigits: 'CNIC must be 13 digits',
  phoneDigits: 'Phone Number must be 11 digits starting with 0',
  unknownCity: 'Select a city from the list',
  unknownLevel: 'Select your level of education',
  tooLong: 'This field is too long',
  cnicTaken: 'A ticket has already been issued for this CNIC',
  emailTaken: 'A ticket has already been issued for this email',
  tooManyRegistrations: 'Too many registrations from your connection. Please try again later.',
  registrationClosed: 'Registration for this event is closed',
  /** A registration's success when its ticket mail went out: names the event and the ticket. */
  ticketSent: (event: string, ticket: string) => `We have sent the ${event} Ticket on your email, kindly check it (ticket number ${ticket})`,
  /** A registration's success when no mail went out (none configured, or the mail server refused): the number on screen is all the attendee has. */
  ticketNotMailed: (event: string, ticket: string) =>
    `Your ${event} ticket number is ${ticket}. We could not send it to your email just now, so please note this number`,
} as const;

/** Messages of the administrator's event rules and of registering for an event that is not open. */
export const EVENT_ADMIN_MSG = {
  codeFormat: 'The code must be 2 to 32 capital letters, digits or dashes (e.g. EWMS-2027)',
  codeTaken: 'An event with this code already exists',
  nameRequired: 'The name must be 3 to 100 characters',
  venueRequired: 'The venue must be 2 to 150 characters',
  dateFormat: 'The event date must be a date (YYYY-MM-DD)',
  stockRange: 'The ticket stock must be a whole number from 1 to 100000',
  instantFormat: 'When registration opens and closes must each be a date and time',
  closesBeforeOpens: 'Registration must close after it opens',
  created: 'Event created',
  saved: 'Event saved',
  unknownEvent: 'No such event',
  chooseEvent: 'Select the event you are registering for',
  stockBelowIssued: (issued: number) => `Ticket stock cannot be less than the ${issued} tickets already issued`,
  notYetOpen: (name: string, opens: string, closes: string) => `Registration for ${name} opens on ${opens} and closes on ${closes}`,
  closedOn: (name: string, closes: string) => `Registration for ${name} closed on ${closes}`,
  closedByOffice: (name: string) => `Registration for ${name} is closed`,
} as const;

/** EVENT_MSG with codes (`M.event`: say them through `M`). */
export const EVENT_M = /* @__PURE__ */ coded('event', EVENT_MSG);

/** EVENT_ADMIN_MSG with codes (`M.eventAdmin`: say them through `M`). */
export const EVENT_ADMIN_M = /* @__PURE__ */ coded('eventAdmin', EVENT_ADMIN_MSG);

/** What a registration's success says: the event and ticket, and whether the ticket went to the attendee's email. */
export const registeredMessage = (d: { event: string; ticket_id: number; mailed: boolean }) =>
  (d.mailed ? EVENT_M.ticketSent : EVENT_M.ticketNotMailed)(d.event, String(d.ticket_id));
