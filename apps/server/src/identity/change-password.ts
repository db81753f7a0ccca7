import { eq } from 'drizzle-orm';
import { M, type SessionUser } from '@portal/domain';
import type { Db } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { audit } from '../lib/audit.js';
import { badRequest, tooManyRequests } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { recordLoginFailure } from './sign-in-failures.js';
import { endSessions } from './end-sessions.js';

/**
 * The signed-in user changes their own password. The current one must be right; wrong ones count toward
 * the account's lock as wrong passwords at sign-in do. The change ends the one-time password's hold and
 * every earlier session: the caller signs a new token.
 */
export async function changeOwnPassword(db: Db, user: SessionUser, oldPassword: string, newPassword: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.ID, user.ID));
  const lockedMs = (account.LOCKED_UNTIL?.getTime() ?? 0) - Date.now();
  if (lockedMs > 0) throw tooManyRequests(M.common.tooManyAttempts, lockedMs / 1000);
  if (!(await verifyPassword(account.PASSWORD_HASH, oldPassword))) {
    await recordLoginFailure(db, account.ID);
    throw badRequest(M.account.wrongOldPassword);
  }
  if (oldPassword === newPassword) throw badRequest(M.account.sameAsOld);
  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ PASSWORD_HASH: hash, MUST_CHANGE_PASSWORD: false, FAILED_LOGINS: 0, LOCKED_UNTIL: null }).where(eq(accounts.ID, account.ID));
    await endSessions(tx, account.ID);
    await audit(tx, user, { entity: 'account', entityId: account.USERNAME, action: 'change-password', before: { mustChangePassword: account.MUST_CHANGE_PASSWORD }, after: { mustChangePassword: false } });
  });
}
