import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { studentColumns } from '../../db/columns.js';
import { students } from '../../db/schema/index.js';

/** A student by roll number (case-insensitive), without the photo bytes, or null. */
export async function findStudentByRollNo(db: DbOrTx, rollNo: string, opts: { lock?: boolean } = {}) {
  const q = db.select(studentColumns).from(students).where(sql`lower(${students.ROLNO}) = ${rollNo.trim().toLowerCase()}`).limit(1);
  const [row] = opts.lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findStudentById(db: DbOrTx, id: number) {
  const [row] = await db.select(studentColumns).from(students).where(eq(students.ID, id)).limit(1);
  return row ?? null;
}

/** The photo bytes of the student at C_CODE/SE_ID/MAJ_ID/ROLNO, or null (no such student or no photo). */
export async function findPhoto(db: DbOrTx, key: { C_CODE: number; SE_ID: number; MAJ_ID: number; ROLNO: string }): Promise<Buffer | null> {
  const [row] = await db
    .select({ PHOTO: students.PHOTO })
    .from(students)
    .where(
      and(
        sql`lower(${students.ROLNO}) = ${key.ROLNO.trim().toLowerCase()}`,
        eq(students.C_CODE, key.C_CODE),
        eq(students.SE_ID, key.SE_ID),
        eq(students.MAJ_ID, key.MAJ_ID),
      ),
    )
    .limit(1);
  return row?.PHOTO ?? null;
}

export async function findPhotoByStudentId(db: DbOrTx, id: number): Promise<Buffer | null> {
  const [row] = await db.select({ PHOTO: students.PHOTO }).from(students).where(eq(students.ID, id)).limit(1);
  return row?.PHOTO ?? null;
}

/** Removes the photo; true when there was one. */
export async function clearPhoto(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(students)
    .set({ PHOTO: null, PHOTO_UPDATED_AT: new Date() })
    .where(and(eq(students.ID, id), sql`${students.PHOTO} is not null`))
    .returning({ ID: students.ID });
  return rows.length > 0;
}
