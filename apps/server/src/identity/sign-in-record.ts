import { eq, sql } from 'drizzle-orm';
import { isStudent, type SessionUser } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { audit } from '../lib/audit.js';
import type { SignInMethod } from './tokens.js';

/**
 * A sign-in that succeeded, by either provider: the account keeps when and how it last signed in (the accounts
 * screen shows it), and a staff member's or administrator's sign-in is written to the audit log with its
 * method. A student's is not (thousands a day, and nothing a student signs in to changes anything by itself).
 */
export async function recordSignIn(db: DbOrTx, user: SessionUser, method: SignInMethod): Promise<void> {
  await db.update(accounts).set({ LAST_SIGN_IN_AT: sql`now()`, LAST_SIGN_IN_METHOD: method }).where(eq(accounts.ID, user.ID));
  if (!isStudent(user)) await audit(db, user, { entity: 'account', entityId: user.USERNAME, action: 'sign-in', after: { method } });
}
