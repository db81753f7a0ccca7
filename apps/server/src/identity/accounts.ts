import { sql } from 'drizzle-orm';
import { M } from '@portal/domain';
import type { DbOrTx } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { notFound } from '../lib/errors.js';

const byUsername = (username: string) => sql`lower(${accounts.USERNAME}) = ${username.toLowerCase()}`;

/** The account named `username` (usernames are case-insensitive), or null. */
export async function findAccountByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(accounts).where(byUsername(username)).limit(1);
  return row ?? null;
}

/** The account named `username` (any case), or 404; `lock` holds it for the rest of the transaction. */
export async function loadAccount(db: DbOrTx, username: string, lock = false) {
  const q = db.select().from(accounts).where(byUsername(username));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(M.account.accountNotFound);
  return row;
}
