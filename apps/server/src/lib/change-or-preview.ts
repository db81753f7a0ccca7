import type { Db, Tx } from '../db/client.js';

/** Thrown at the end of a preview so the transaction rolls back; never leaves `changeOrPreview`. */
class PreviewRollback extends Error {}

/** Options of a save that bulk decisions can preview. */
export interface SaveOptions {
  /** Run every check and write inside the transaction, then roll it back: nothing changes. */
  dryRun?: boolean;
}

/**
 * Runs `work` in one transaction. With `dryRun` the transaction is rolled back once `work` has
 * finished, so a preview runs exactly the code of the real change — the same checks, the same writes
 * (and the checks that follow the writes) — and can never disagree with it. Work after the commit (none
 * today) would have to look at `dryRun` itself.
 */
export async function changeOrPreview<T>(db: Db, options: SaveOptions, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (!options.dryRun) return db.transaction(work);
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw new PreviewRollback();
    });
  } catch (e) {
    if (!(e instanceof PreviewRollback)) throw e;
  }
  return result as T;
}
