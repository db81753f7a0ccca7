import { MSG } from '@portal/domain';
import type { Db } from '../../db/client.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { dummyHash, verifyPassword } from '../../lib/passwords.js';
import { findAccountByUsername, loadSessionUser, recordLoginFailure, recordLoginSuccess } from './auth.repository.js';
import { recordUnknownNameFailure, unknownNameLockedMs } from './unknown-name-lock.js';

/** Failed attempts before an account is locked for a while (per-user throttle). */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 5 * 60_000;

/**
 * Checks the credentials; throws 401 with one message for unknown user or wrong password. An unknown
 * name is answered as an account is, step for step: its lock first (unknown-name-lock.ts), then a
 * password hash, then one more counted failure.
 */
export async function authenticate(db: Db, username: string, password: string) {
  const account = await findAccountByUsername(db, username);
  if (!account) {
    const unknownLockedMs = await unknownNameLockedMs(db, username, LOCK_AFTER_FAILURES);
    if (unknownLockedMs > 0) throw tooManyRequests(MSG.tooManyAttempts, unknownLockedMs / 1000);
    await verifyPassword(await dummyHash(), password);
    await recordUnknownNameFailure(db, username, LOCK_AFTER_FAILURES, LOCK_MS);
    throw new AppError(401, MSG.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  const lockedMs = (account.LOCKED_UNTIL?.getTime() ?? 0) - Date.now();
  if (lockedMs > 0) throw tooManyRequests(MSG.tooManyAttempts, lockedMs / 1000);
  if (!(await verifyPassword(account.PASSWORD_HASH, password))) {
    await recordLoginFailure(db, account.ID, LOCK_AFTER_FAILURES, LOCK_MS);
    throw new AppError(401, MSG.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (account.DISABLED) throw new AppError(403, MSG.accountDisabled, 'DISABLED');
  if (account.FAILED_LOGINS > 0) await recordLoginSuccess(db, account.ID);
  const user = await loadSessionUser(db, account.ID);
  if (!user) throw new AppError(403, MSG.accountDisabled, 'DISABLED');
  return user;
}
