import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Actor, M, type Message } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { accounts, auditLog } from '../db/schema/index.js';
import { audit } from '../lib/audit.js';
import { loadAccount } from './accounts.js';

/** How many times this process has ended each account's sessions: a session cache read before the last one reads again. */
const endedHere = new Map<number, number>();

/**
 * The one place that ends an account's sessions: its session version goes up, so every token signed before
 * is refused — on this instance at the next request, on every other within the session cache's lifetime.
 * Called inside the transaction of every change that must end them, whatever the sign-in method: a new or
 * reset password, two-factor sign-in turned on or cleared, the account disabled, "sign out everywhere".
 */
export async function endSessions(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.update(accounts).set({ TOKEN_VERSION: sql`${accounts.TOKEN_VERSION} + 1` }).where(eq(accounts.ID, accountId));
  endedHere.set(accountId, endingsHere(accountId) + 1);
}

/** How many times this process has ended the account's sessions (a cached read remembers the count it saw). */
export const endingsHere = (accountId: number) => endedHere.get(accountId) ?? 0;

/** "Sign out everywhere" (the account's owner, the administrator or the command line): every session of the account ends. */
export async function signOutEverywhere(db: Db, actor: Actor, username: string) {
  return db.transaction(async (tx) => {
    const account = await loadAccount(tx, username, true);
    await endSessions(tx, account.ID);
    await audit(tx, actor, { entity: 'account', entityId: account.USERNAME, action: 'sign-out-everywhere', before: { tokenVersion: account.TOKEN_VERSION }, after: { tokenVersion: account.TOKEN_VERSION + 1 } });
    return account.ID;
  });
}

/** The audited account changes that end sessions, and what the signed-out person is told of each. */
const ENDED_BY: Record<string, Message> = {
  disable: M.account.endedDisabled,
  'sign-out-everywhere': M.account.endedSignedOutEverywhere,
  'change-password': M.account.endedPasswordChanged,
  'reset-password': M.account.endedPasswordChanged,
  'set-password': M.account.endedPasswordChanged,
  'mfa-on': M.account.endedTwoFactorChanged,
  'mfa-cleared': M.account.endedTwoFactorChanged,
};

/**
 * Why the sessions of an account signed at `tokenVersion` ended, told once to the person whose next call is
 * refused: the account disabled, or the latest audited change that raised its session version. Null when they
 * did not end (the account is gone, or nothing says why). Read only when a session is refused.
 */
export async function whySessionsEnded(db: DbOrTx, accountId: number, tokenVersion: number): Promise<Message | null> {
  const [account] = await db.select({ USERNAME: accounts.USERNAME, DISABLED: accounts.DISABLED, TOKEN_VERSION: accounts.TOKEN_VERSION }).from(accounts).where(eq(accounts.ID, accountId));
  if (!account) return null;
  if (account.DISABLED) return M.account.endedDisabled;
  if (account.TOKEN_VERSION === tokenVersion) return null;
  const [last] = await db
    .select({ ACTION: auditLog.ACTION })
    .from(auditLog)
    .where(and(eq(auditLog.ENTITY, 'account'), eq(auditLog.ENTITY_ID, account.USERNAME), inArray(auditLog.ACTION, Object.keys(ENDED_BY))))
    .orderBy(desc(auditLog.AT), desc(auditLog.ID))
    .limit(1);
  return last ? ENDED_BY[last.ACTION] : M.account.endedSignedOutEverywhere;
}
