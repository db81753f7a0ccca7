import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accounts } from '../db/schema/index.js';

/** Failed attempts before an account is locked for a while (per-user throttle), and for how long. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 5 * 60_000;

/** One more wrong password or code: the `LOCK_AFTER_FAILURES`-th locks the account for `LOCK_MS`. */
export async function recordLoginFailure(db: DbOrTx, id: number) {
  await db
    .update(accounts)
    .set({
      FAILED_LOGINS: sql`${accounts.FAILED_LOGINS} + 1`,
      LOCKED_UNTIL: sql`case when ${accounts.FAILED_LOGINS} + 1 >= ${LOCK_AFTER_FAILURES} then now() + (${LOCK_MS} || ' milliseconds')::interval else ${accounts.LOCKED_UNTIL} end`,
    })
    .where(eq(accounts.ID, id));
}

/** A right password clears the count of failures. */
export async function recordLoginSuccess(db: DbOrTx, id: number) {
  await db.update(accounts).set({ FAILED_LOGINS: 0, LOCKED_UNTIL: null }).where(eq(accounts.ID, id));
}
