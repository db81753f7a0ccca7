import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { preparedOnce } from './prepared.js';
import { listCounts } from './schema/list-counts.js';

/**
 * The lists whose rows list_counts counts (migrations 0014, 0022 and 0027): each counted table, and card requests live
 * and deleted apart. The triggers write these names; scope and state are per list.
 */
export type CountedList =
  /** Live card requests: scope card type, state status. */
  | 'card_requests'
  /** Deleted card requests (Deleted Requests): scope card type, state status. */
  | 'card_requests_deleted'
  /** Clearance rows of requests not deleted: scope department, state the row's status. */
  | 'clearance_rows'
  /** Transport requests: state status. */
  | 'transport_requests'
  /** Endowment applications: state status. */
  | 'eft_applications'
  /** Event registrations: scope event. */
  | 'event_registrations'
  /** Every mail kept or sent. */
  | 'mail_outbox'
  /** Students: scope their programme (migration 0022). */
  | 'students'
  /** Accounts: scope 0, state their kind (ACCOUNT_KIND_STATE; migration 0027). */
  | 'accounts';

/** Which counted rows make a list as opened: one list, one scope or all, some states or all. */
export interface CounterSelection {
  list: CountedList;
  /** Only this scope (card type, department, event); every scope when absent. */
  scope?: number;
  /** Only these states. */
  states?: readonly number[];
  /** Not these states. */
  exceptStates?: readonly number[];
}

/**
 * How many counter rows one read may sum before the rows of ended connections are folded into slot 0.
 * Each connection that changed a list adds a row per key it changed; a pool opens new connections as
 * idle ones close, so these rows pile up between folds.
 */
export const FOLD_AFTER_ROWS = 200;
/** At most one fold a minute per database handle, so live connections' rows alone never fold in a loop. */
const FOLD_EVERY_MS = 60_000;
const lastFold = new WeakMap<object, number>();

/**
 * The number of rows a list holds, from list_counts: the sum of its counters (one statement per shape of
 * selection, prepared once per handle; a few dozen index entries). Exact: the counters change in the
 * transaction of every change of the counted rows, so a committed change shows in the sum as it does in
 * `count(*)`.
 */
export async function countedTotal(db: DbOrTx, selection: CounterSelection): Promise<number> {
  const shape = `${selection.scope != null ? 's' : ''}${selection.states ? 'i' : ''}${selection.exceptStates ? 'x' : ''}`;
  const name = `list-counts-${shape || 'all'}`;
  const query = preparedOnce(db, name, () => {
    const where: SQL[] = [eq(listCounts.LIST, sql.placeholder('list'))];
    if (selection.scope != null) where.push(eq(listCounts.SCOPE, sql.placeholder('scope')));
    if (selection.states) where.push(sql`${listCounts.STATE} = any(${sql.placeholder('states')})`);
    if (selection.exceptStates) where.push(sql`${listCounts.STATE} <> all(${sql.placeholder('exceptStates')})`);
    return db
      .select({ n: sql<string>`coalesce(sum(${listCounts.N}), 0)`, rows: sql<string>`count(*)` })
      .from(listCounts)
      .where(and(...where))
      .prepare(name);
  });
  const [row] = await query.execute({
    list: selection.list,
    scope: selection.scope,
    states: selection.states ? [...selection.states] : undefined,
    exceptStates: selection.exceptStates ? [...selection.exceptStates] : undefined,
  });
  if (Number(row.rows) > FOLD_AFTER_ROWS) foldSoon(db);
  return Number(row.n);
}

/** Counts per scope and state of one list (e.g. what waits with each office, by status). */
export async function countedByKey(db: DbOrTx, selection: CounterSelection): Promise<{ scope: number; state: number; n: number }[]> {
  const where: SQL[] = [eq(listCounts.LIST, selection.list)];
  if (selection.scope != null) where.push(eq(listCounts.SCOPE, selection.scope));
  // An array in a query's text is a list of parameters: `in (…)`.
  if (selection.states) where.push(selection.states.length ? sql`${listCounts.STATE} in ${[...selection.states]}` : sql`false`);
  if (selection.exceptStates?.length) where.push(sql`${listCounts.STATE} not in ${[...selection.exceptStates]}`);
  const rows = await db
    .select({ scope: listCounts.SCOPE, state: listCounts.STATE, n: sql<string>`sum(${listCounts.N})` })
    .from(listCounts)
    .where(and(...where))
    .groupBy(listCounts.SCOPE, listCounts.STATE);
  return rows.map((r) => ({ scope: r.scope, state: r.state, n: Number(r.n) })).filter((r) => r.n !== 0);
}

/** Adds the counter rows of connections that have ended into slot 0 (the totals stay the same). */
export async function foldListCounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`select list_counts_fold()`);
}

/** A fold after this read, in the background, at most once a minute per handle; a failure only waits for the next. */
function foldSoon(db: DbOrTx) {
  const now = Date.now();
  if (now - (lastFold.get(db) ?? 0) < FOLD_EVERY_MS) return;
  lastFold.set(db, now);
  foldListCounts(db).catch(() => {});
}
