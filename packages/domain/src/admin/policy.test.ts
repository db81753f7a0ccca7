import { describe, expect, it } from 'vitest';
import { ROLE } from '../session.js';
import { ACCOUNT_MSG } from './account-messages.js';
import { type AccountAction, type AccountRecord, authorizeAccount } from './policy.js';
import type { AccountPatchBody } from './account-schemas.js';

type Caller = { ID: number; ROLE: (typeof ROLE)[keyof typeof ROLE] };
const admin: Caller = { ID: 1, ROLE: ROLE.ADMIN };
const staff: Caller = { ID: 2, ROLE: ROLE.STAFF };
const student: Caller = { ID: 3, ROLE: ROLE.STUDENT };
const self: AccountRecord = { ID: 1, KIND: 'admin', DISABLED: false, MFA_ON: false };
const staffAccount: AccountRecord = { ID: 7, KIND: 'staff', DISABLED: false, MFA_ON: true };
const studentAccount: AccountRecord = { ID: 8, KIND: 'student', DISABLED: false, MFA_ON: false };

type Row = [string, Caller | null, AccountAction, AccountRecord, AccountPatchBody | undefined, true | [number, string]];
const table: Row[] = [
  ['anonymous is refused', null, 'reset-password', staffAccount, undefined, [403, ACCOUNT_MSG.onlyAdministrator]],
  ['staff are refused', staff, 'disable', staffAccount, undefined, [403, ACCOUNT_MSG.onlyAdministrator]],
  ['a student is refused', student, 'sign-out', staffAccount, undefined, [403, ACCOUNT_MSG.onlyAdministrator]],
  ['the administrator disables a staff account', admin, 'disable', staffAccount, undefined, true],
  ['the administrator cannot disable themselves', admin, 'disable', self, undefined, [400, ACCOUNT_MSG.notOwnDisable]],
  ['nor through PATCH', admin, 'update', self, { disabled: true }, [400, ACCOUNT_MSG.notOwnDisable]],
  ['nor take away their own administrator role', admin, 'update', self, { admin: false }, [400, ACCOUNT_MSG.notOwnAdminRole]],
  ['but may rename themselves', admin, 'update', self, { name: 'New Name' }, true],
  ['and enable, reset and sign out anyone', admin, 'enable', self, undefined, true],
  ['takes the administrator role from another administrator', admin, 'update', { ...self, ID: 9 }, { admin: false }, true],
  ["changes a staff account's office and flags", admin, 'update', staffAccount, { D_ID: 102, hod: true }, true],
  ["disables a student's account through PATCH", admin, 'update', studentAccount, { disabled: true }, true],
  ["sets a student's address", admin, 'update', studentAccount, { email: 'a@b.example' }, true],
  ["does not give a student's account an office", admin, 'update', studentAccount, { D_ID: 101 }, [400, ACCOUNT_MSG.studentAccountFields]],
  ["nor rename it (the student record names it)", admin, 'update', studentAccount, { name: 'X' }, [400, ACCOUNT_MSG.studentAccountFields]],
  ["resets a student's password", admin, 'reset-password', studentAccount, undefined, true],
  ['clears two-factor where it is on', admin, 'clear-mfa', staffAccount, undefined, true],
  ['refuses to clear two-factor where it is off', admin, 'clear-mfa', studentAccount, undefined, [409, ACCOUNT_MSG.mfaNotOn]],
];

describe('authorizeAccount', () => {
  it.each(table)('%s', (_name, user, action, record, patch, expected) => {
    const decision = authorizeAccount(user, action, record, patch);
    if (expected === true) expect(decision).toEqual({ allowed: true });
    else expect(decision).toMatchObject({ allowed: false, status: expected[0], message: { text: expected[1] } });
  });
});
