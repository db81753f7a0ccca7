import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

export async function findAccountByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.USERNAME}) = ${username.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function recordLoginFailure(db: DbOrTx, id: number, lockAfter: number, lockMs: number) {
  await db
    .update(accounts)
    .set({
      FAILED_LOGINS: sql`${accounts.FAILED_LOGINS} + 1`,
      LOCKED_UNTIL: sql`case when ${accounts.FAILED_LOGINS} + 1 >= ${lockAfter} then now() + (${lockMs} || ' milliseconds')::interval else ${accounts.LOCKED_UNTIL} end`,
    })
    .where(eq(accounts.ID, id));
}

export async function recordLoginSuccess(db: DbOrTx, id: number) {
  await db.update(accounts).set({ FAILED_LOGINS: 0, LOCKED_UNTIL: null }).where(eq(accounts.ID, id));
}
