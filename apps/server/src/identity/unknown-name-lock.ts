import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.js';

/**
 * Failed logins of names that have no account, counted as an account counts its own (password-sign-in.ts):
 * the same number of failures locks the name for the same time, and a failure after the lock locks it
 * again, so neither the status, the message nor the wait tells whether a name exists. Kept in the
 * `rate_limits` table (shared by every instance on the database), keyed by the name as accounts are
 * looked up (lower case); no account is made. `window_ends` is the lock's end (or the last failure) plus
 * MEMORY: the row outlives the lock, so the count goes on as an account's does, and is swept a month
 * after the name was last tried.
 */
const KEY_PREFIX = 'login-unknown-name:';
const MEMORY = sql.raw(`interval '30 days'`);

const keyOf = (username: string) => `${KEY_PREFIX}${username.toLowerCase()}`;

/** Milliseconds the unknown name stays locked (0: not locked). */
export async function unknownNameLockedMs(db: DbOrTx, username: string, lockAfter: number): Promise<number> {
  const [row] = rowsOf<{ ms: number | string }>(
    await db.execute(sql`
      select extract(epoch from (window_ends - ${MEMORY}) - now()) * 1000 as ms
      from rate_limits where key = ${keyOf(username)} and hits >= ${lockAfter}`),
  );
  return Math.max(0, Number(row?.ms ?? 0));
}

/** Counts one more failure of the unknown name; the `lockAfter`-th and every later one lock it for `lockMs`. */
export async function recordUnknownNameFailure(db: DbOrTx, username: string, lockAfter: number, lockMs: number): Promise<void> {
  const until = (hits: SQL) => sql`now() + case when ${hits} >= ${lockAfter} then ${lockMs} else 0 end * interval '1 millisecond' + ${MEMORY}`;
  await db.execute(sql`
    insert into rate_limits (key, hits, window_ends) values (${keyOf(username)}, 1, ${until(sql`1`)})
    on conflict (key) do update set hits = rate_limits.hits + 1, window_ends = ${until(sql`rate_limits.hits + 1`)}`);
}
