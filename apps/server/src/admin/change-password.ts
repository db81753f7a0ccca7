import { eq, sql } from 'drizzle-orm';
import { M, type SessionUser } from '@portal/domain';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { audit } from '../lib/audit.js';
import { badRequest, tooManyRequests } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { recordLoginFailure } from '../routes/auth/auth.repository.js';
import { LOCK_AFTER_FAILURES, LOCK_MS } from '../routes/auth/login.service.js';

/**
 * The signed-in user changes their own password. The current one must be right; wrong ones count toward
 * the account's lock as wrong passwords at sign-in do. The change ends the one-time password's hold and
 * every earlier session (token version raised): the caller signs a new token.
 */
export async function changeOwnPassword(db: Db, user: SessionUser, oldPassword: string, newPassword: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.ID, user.ID));
  const lockedMs = (account.LOCKED_UNTIL?.getTime() ?? 0) - Date.now();
  if (lockedMs > 0) throw tooManyRequests(M.common.tooManyAttempts, lockedMs / 1000);
  if (!(await verifyPassword(account.PASSWORD_HASH, oldPassword))) {
    await recordLoginFailure(db, account.ID, LOCK_AFTER_FAILURES, LOCK_MS);
    throw badRequest(M.account.wrongOldPassword);
  }
  if (oldPassword === newPassword) throw badRequest(M.account.sameAsOld);
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ PASSWORD_HASH: hash, MUST_CHANGE_PASSWORD: false, FAILED_LOGINS: 0, LOCKED_UNTIL: null, TOKEN_VERSION: sql`${accounts.TOKEN_VERSION} + 1` })
      .where(eq(accounts.ID, account.ID));
    await audit(tx, user, { entity: 'account', entityId: account.USERNAME, action: 'change-password', before: { mustChangePassword: account.MUST_CHANGE_PASSWORD }, after: { mustChangePassword: false } });
  });
}
