import { M, ROLE, type SessionUser } from '@portal/domain';
import type { Db } from '../db/client.js';
import { AppError, tooManyRequests } from '../lib/errors.js';
import { dummyHash, verifyPassword } from '../lib/passwords.js';
import { findAccountByUsername } from './accounts.js';
import { LOCK_AFTER_FAILURES, LOCK_MS, recordLoginFailure, recordLoginSuccess } from './sign-in-failures.js';
import { loadSessionUser } from './session-read.js';
import { recordUnknownNameFailure, unknownNameLockedMs } from './unknown-name-lock.js';
import { checkSecondFactor } from './two-factor.js';
import { recordSignIn } from './sign-in-record.js';

/** Who may sign in with a password (PASSWORD_SIGN_IN): everyone, students only (staff use single sign-on), no one. */
export type PasswordSignInPolicy = 'all' | 'students' | 'none';

/** The password was right but the account signs in with a second factor too: 401 with `mfaRequired`. */
export class SecondFactorNeeded extends AppError {}

/** The second factor typed at sign-in, and the secret its stored key derives from. */
export interface SecondFactorInput {
  tokenSecret: string;
  code: string | undefined;
}

/**
 * The password sign-in provider: username and password, then the second factor when the account has one;
 * answers the person the session is for. One message for an unknown name and a wrong password (401). An
 * unknown name is answered as an account is, step for step: its lock first (unknown-name-lock.ts), then a
 * password hash, then one more counted failure. Wrong codes count toward the lock as wrong passwords do.
 */
export async function signInWithPassword(db: Db, username: string, password: string, second?: SecondFactorInput, policy: PasswordSignInPolicy = 'all'): Promise<SessionUser> {
  const account = await findAccountByUsername(db, username);
  if (!account) {
    const unknownLockedMs = await unknownNameLockedMs(db, username, LOCK_AFTER_FAILURES);
    if (unknownLockedMs > 0) throw tooManyRequests(M.common.tooManyAttempts, unknownLockedMs / 1000);
    await verifyPassword(await dummyHash(), password);
    await recordUnknownNameFailure(db, username, LOCK_AFTER_FAILURES, LOCK_MS);
    throw new AppError(401, M.common.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  const lockedMs = (account.LOCKED_UNTIL?.getTime() ?? 0) - Date.now();
  if (lockedMs > 0) throw tooManyRequests(M.common.tooManyAttempts, lockedMs / 1000);
  if (!(await verifyPassword(account.PASSWORD_HASH, password))) {
    await recordLoginFailure(db, account.ID);
    throw new AppError(401, M.common.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (account.DISABLED) throw new AppError(403, M.common.accountDisabled, 'DISABLED');
  // Checked after the password, so the refusal tells nothing about a name to someone who does not know it.
  if (policy === 'none') throw new AppError(403, M.account.passwordSignInOff, 'PASSWORD_SIGN_IN_OFF');
  if (policy === 'students' && account.ROLE !== ROLE.STUDENT) throw new AppError(403, M.account.ssoRequired, 'PASSWORD_SIGN_IN_OFF');
  if (account.MFA_ENABLED_AT) {
    if (!second?.code?.trim()) throw new SecondFactorNeeded(401, M.account.mfaRequired);
    if (!(await checkSecondFactor(db, second.tokenSecret, account, second.code))) {
      await recordLoginFailure(db, account.ID);
      throw new SecondFactorNeeded(401, M.account.mfaWrongCode);
    }
  }
  if (account.FAILED_LOGINS > 0) await recordLoginSuccess(db, account.ID);
  const user = await loadSessionUser(db, account.ID);
  if (!user) throw new AppError(403, M.common.accountDisabled, 'DISABLED');
  await recordSignIn(db, user, 'password');
  return user;
}
