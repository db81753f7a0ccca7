import { DEFAULT_TARGET_DAYS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { departmentTargets } from '../db/schema/index.js';

/** A department's target working days to act on a request (issue 10; default when none is set). */
export async function targetDays(db: DbOrTx, dId: number): Promise<number> {
  const [t] = await db.select({ TARGET_DAYS: departmentTargets.TARGET_DAYS }).from(departmentTargets).where(eq(departmentTargets.D_ID, dId));
  return t?.TARGET_DAYS ?? DEFAULT_TARGET_DAYS;
}

/** Sets (or replaces) a department's target working days (admin command `set-target-days`). */
export async function setTargetDays(db: DbOrTx, dId: number, days: number) {
  await db
    .insert(departmentTargets)
    .values({ D_ID: dId, TARGET_DAYS: days })
    .onConflictDoUpdate({ target: departmentTargets.D_ID, set: { TARGET_DAYS: days } });
}
