import { coded } from '../message.js';

/**
 * What the notification settings, the bell and the mail queue say. Kept apart from their schemas so a
 * screen that only translates a message does not load the validation library.
 */

export const NOTIFICATION_MSG = {
  markWhich: 'Give the notification ids to mark read, or all: true',
  languageSaved: 'Language saved',
  settingsSaved: 'Notification settings saved',
  language: 'Choose English (en) or Urdu (ur)',
  mailResent: 'The mail is queued to be sent again',
  mailNotFailed: 'Only a failed mail can be sent again',
} as const;

/** NOTIFICATION_MSG with codes (`M.notification`: say them through `M`). */
export const NOTIFICATION_M = /* @__PURE__ */ coded('notification', NOTIFICATION_MSG);
