import { DEFAULT_TARGET_DAYS } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { departmentTargets } from '../db/schema/index.js';
import { preparedOnce } from '../db/prepared.js';

/** A department's target working days to act on a request (default when none is set). */
export async function targetDays(db: DbOrTx, dId: number): Promise<number> {
  // Read with every office list's page (its overdue flags): prepared once (db/prepared.ts).
  const query = preparedOnce(db, 'target-days', () =>
    db
      .select({ TARGET_DAYS: departmentTargets.TARGET_DAYS })
      .from(departmentTargets)
      .where(eq(departmentTargets.D_ID, sql.placeholder('dId')))
      .prepare('target-days'),
  );
  const [t] = await query.execute({ dId });
  return t?.TARGET_DAYS ?? DEFAULT_TARGET_DAYS;
}

/** Sets (or replaces) a department's target working days (admin command `set-target-days`). */
export async function setTargetDays(db: DbOrTx, dId: number, days: number) {
  await db
    .insert(departmentTargets)
    .values({ D_ID: dId, TARGET_DAYS: days })
    .onConflictDoUpdate({ target: departmentTargets.D_ID, set: { TARGET_DAYS: days } });
}
