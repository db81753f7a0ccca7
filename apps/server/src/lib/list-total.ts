import { LIST_TOTAL_CAP } from '@portal/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type CounterSelection, countedTotal } from '../db/list-counts.js';

/** A list page's total: exact, or (`totalIsEstimate`) a lower bound, there being more matches than `total`. */
export interface ListTotal {
  total: number;
  totalIsEstimate?: true;
}

/**
 * How far a filtered list counts its matches for one page: one past the cap, or one past the page's end when
 * the page lies deeper, so a next page is known to exist while there is one. `limit` goes into the count's
 * text (the first pages: a constant, so the statement keeps its plan) or is the placeholder `countUpTo`
 * (`values`); `name` tells the two apart in a prepared statement's name.
 */
export interface CountCap {
  upTo: number;
  limit: number;
  name: string;
  values: Record<string, number>;
}

export function countCap(window: { limit: number; offset: number }): CountCap {
  const upTo = Math.max(LIST_TOTAL_CAP, window.offset + window.limit) + 1;
  if (upTo === LIST_TOTAL_CAP + 1) {
    // Drizzle writes a LIMIT given as SQL as it is (its type only names numbers and placeholders).
    return { upTo, limit: sql.raw(String(upTo)) as unknown as number, name: 'capped', values: {} };
  }
  return { upTo, limit: sql.placeholder('countUpTo') as unknown as number, name: 'capped-deep', values: { countUpTo: upTo } };
}

/**
 * `select count(*) from (matches limit upTo)`: the matches of a filtered list counted no further than the
 * cap. `matches` selects one column of the list's rows with the list's WHERE (and its joins), no order.
 */
export function cappedCount(db: DbOrTx, matches: Matches, cap: CountCap) {
  return db.select({ n: sql<string>`count(*)` }).from(sql`(${matches.limit(cap.limit).getSQL()}) as "matches"`);
}

/** One column of a list's rows with the list's WHERE (and its joins), no order: what a capped count counts. */
type Matches = { limit(n: number): SQLWrapper };

/** What a list asks for its total: its counters when it is as opened, or its filtered matches counted up to a cap. */
export type TotalSource =
  | { counters: CounterSelection }
  | {
      /** Runs the list's capped count (built with `cappedCount` over `cap`) and answers how many it found. */
      count: (cap: CountCap) => Promise<number | string>;
      window: { limit: number; offset: number };
    };

/**
 * The total source of a filtered list whose count is not prepared: `matches` counted up to the cap for the
 * page in `window`. Each source counts once.
 */
export const matchesUpToCap = (db: DbOrTx, matches: Matches, window: { limit: number; offset: number }): TotalSource => ({
  window,
  count: async (cap) => (await cappedCount(db, matches, cap).execute(cap.values))[0].n,
});

/**
 * The total of a list page, the one way every staff list answers it. A list as opened (no text filter)
 * reads its counters (db/list-counts.ts), whose cost does not grow with the table. A filtered list counts
 * its matches up to a cap (`countCap`): up to the cap the total is exact; past it the answer says
 * `totalIsEstimate` and `total` is how many are known (the cap, or the end of the page asked when deeper),
 * so the screens show "1,000+ matches" and can still page on to every match.
 */
export async function listTotal(db: DbOrTx, source: TotalSource): Promise<ListTotal> {
  if ('counters' in source) return { total: await countedTotal(db, source.counters) };
  const cap = countCap(source.window);
  return totalOfCapped(Number(await source.count(cap)), cap);
}

/** A capped count's answer: exact below `upTo`, else `upTo - 1` and more. */
export function totalOfCapped(found: number, cap: Pick<CountCap, 'upTo'>): ListTotal {
  return found < cap.upTo ? { total: found } : { total: cap.upTo - 1, totalIsEstimate: true };
}
