import { eq, sql } from 'drizzle-orm';
import type { Actor } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
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
