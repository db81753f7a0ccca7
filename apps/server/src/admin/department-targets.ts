import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { departments } from '../db/schema/index.js';
import { changeDepartment } from './academics.js';

/** `set-target-days --dept D --days N`: a department's target working days, 1 to 60. */
export async function setDepartmentTarget(db: Db, dept: string, days: string) {
  const dId = Number(dept);
  const n = Number(days);
  if (!Number.isInteger(n) || n < 1 || n > 60) throw new Error('--days must be a whole number of working days from 1 to 60');
  const [d] = Number.isInteger(dId) ? await db.select().from(departments).where(eq(departments.D_ID, dId)) : [];
  if (!d) throw new Error(`Unknown department ${dept}`);
  await changeDepartment(db, dId, { TARGET_DAYS: n });
  return { dId, name: d.D_NM, days: n };
}
