import { eq } from 'drizzle-orm';
import { isStudent, type SessionUser, uncoded } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { departments, majors, students } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { studentColumns } from '../../db/columns.js';

/** Student profile or staff profile; never the photo bytes. */
export async function getProfile(db: DbOrTx, user: SessionUser, duesAdmins: readonly number[]) {
  if (!isStudent(user)) {
    return { NM: user.NM, USERNAME: user.USERNAME, D_ID: user.D_ID, D_NM: user.D_NM, FM_ID: user.FM_ID, ROLE: user.ROLE, ROLE_DES: user.ROLE_DES, IS_DUES_ADMIN: user.DUES_ADMIN === true || (user.FM_ID != null && duesAdmins.includes(user.FM_ID)) };
  }
  const [row] = await db
    .select({ ...studentColumns, MAJOR: majors.NAME, DEPARTMENT: departments.D_NM })
    .from(students)
    .innerJoin(majors, eq(majors.MAJ_ID, students.MAJ_ID))
    .innerJoin(departments, eq(departments.D_ID, students.D_ID))
    .where(eq(students.ID, user.STD_ID!))
    .limit(1);
  if (!row) throw notFound(uncoded('Student record not found'));
  return { ...row, ROLE: user.ROLE };
}
