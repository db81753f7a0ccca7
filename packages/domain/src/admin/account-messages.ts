import { MIN_PASSWORD_LENGTH } from './password-rules.js';
import { coded } from '../message.js';

/** Messages of accounts, passwords and two-factor sign-in (the administration area's sign-in part). */
export const ACCOUNT_MSG = {
  accountNotFound: 'No account has this username',
  onlyAdministrator: 'Only the administrator manages accounts',
  usernameTaken: 'This username is already taken',
  staffIdTaken: 'This staff id (FM_ID) belongs to another account',
  unknownOffice: 'There is no office or department with this number',
  officeRequired: 'Please choose the office of this staff account',
  enterUsername: 'Please enter a username',
  usernameFormat: 'A username has 3 to 64 letters, digits, dots, dashes or underscores',
  enterName: 'Please enter the name',
  badEmail: 'Please enter a valid email address',
  badStaffId: 'The staff id (FM_ID) must be a whole number',
  passwordTooShort: `The password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: 'The password can have at most 256 characters',
  enterOldPassword: 'Please enter your current password',
  wrongOldPassword: 'Your current password is not right',
  sameAsOld: 'The new password must differ from the current one',
  passwordChanged: 'Your password has been changed',
  mustChangePassword: 'Please change your one-time password before you go on',
  accountCreated: 'Account created. Give the one-time password to its owner: it is shown only once',
  accountSaved: 'Account saved',
  passwordReset: 'Password reset. Give the one-time password to its owner: it is shown only once',
  signedOutEverywhere: 'Every session of this account has been signed out',
  youSignedOutEverywhere: 'You have been signed out on every device',
  notOwnDisable: 'You cannot disable your own account',
  notOwnAdminRole: 'You cannot remove your own administrator role',
  studentAccountFields: "A student's account follows the student's record: here it can only be disabled, enabled, reset or signed out",
  mfaRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  mfaWrongCode: 'The code is not right, or it was already used',
  mfaEnrolRequired: 'Turn on two-factor sign-in before you go on: your role requires it',
  mfaAlreadyOn: 'Two-factor sign-in is already on for this account',
  mfaNotEnrolling: 'Start again: no two-factor secret is waiting for confirmation',
  mfaNotOn: 'Two-factor sign-in is not on for this account',
  mfaCleared: 'Two-factor sign-in has been cleared for this account',
  mfaOn: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only once',
  mfaStaffOnly: 'Two-factor sign-in is for staff and administrators',
  enterCode: 'Please enter the 6-digit code from your authenticator app',
  requirementSaved: 'Two-factor requirement saved',
} as const;

/** ACCOUNT_MSG with codes (`M.account`: say them through `M`). */
export const ACCOUNT_M = /* @__PURE__ */ coded('account', ACCOUNT_MSG);
