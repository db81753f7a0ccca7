import { M } from '../message-codes.js';
import { isAdmin, type SessionUser } from '../session.js';
import { ALLOWED as ALLOW, type Decision, refuse } from '../workflow/decision.js';
import type { ACCOUNT_MSG } from './account-messages.js';
import type { AccountKind, AccountPatchBody } from './account-schemas.js';

/** What an administrator may do to an account. */
export type AccountAction = 'update' | 'disable' | 'enable' | 'reset-password' | 'sign-out' | 'clear-mfa';

/** The account an action is about, as loaded. */
export interface AccountRecord {
  ID: number;
  KIND: AccountKind;
  DISABLED: boolean;
  MFA_ON: boolean;
}

/** The fixed (not templated) account messages. */
type FixedReason = { [K in keyof typeof ACCOUNT_MSG]: (typeof ACCOUNT_MSG)[K] extends string ? K : never }[keyof typeof ACCOUNT_MSG];
const deny = (status: 400 | 403 | 409, reason: FixedReason): Decision => refuse(status, M.account[reason]);

/** A student's account follows the student record: only these fields change here. */
const STUDENT_FIELDS = new Set<keyof AccountPatchBody>(['disabled', 'email']);

/**
 * Who may do what to an account: the administrator only; never disable themselves or take away their own
 * administrator role (the portal would be left without a way in); a student's account only disabled,
 * enabled, reset or signed out; two-factor cleared only where it is on. `patch` is the PATCH body.
 */
export function authorizeAccount(user: Pick<SessionUser, 'ID' | 'ROLE'> | null, action: AccountAction, record: AccountRecord, patch: AccountPatchBody = {}): Decision {
  if (!user || !isAdmin(user)) return deny(403, 'onlyAdministrator');
  const own = user.ID === record.ID;
  switch (action) {
    case 'disable':
      return own ? deny(400, 'notOwnDisable') : ALLOW;
    case 'update': {
      if (own && patch.disabled === true) return deny(400, 'notOwnDisable');
      if (own && patch.admin === false) return deny(400, 'notOwnAdminRole');
      const fields = (Object.keys(patch) as (keyof AccountPatchBody)[]).filter((k) => patch[k] !== undefined);
      if (record.KIND === 'student' && fields.some((k) => !STUDENT_FIELDS.has(k))) return deny(400, 'studentAccountFields');
      return ALLOW;
    }
    case 'clear-mfa':
      return record.MFA_ON ? ALLOW : deny(409, 'mfaNotOn');
    case 'enable':
    case 'reset-password':
    case 'sign-out':
      return ALLOW;
  }
}
