import { asc, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_TARGET_DAYS, type DepartmentRow, type ProgrammeRow } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { departments, departmentTargets, majors, students } from '../../db/schema/index.js';

/** Every department (offices, hostels, libraries, academic) with its target days and number of programmes, by id. */
export async function listDepartments(db: DbOrTx): Promise<DepartmentRow[]> {
  const programmes = db.select({ D_ID: majors.D_ID, n: count().as('n') }).from(majors).groupBy(majors.D_ID).as('programmes');
  const rows = await db
    .select({ D_ID: departments.D_ID, D_NM: departments.D_NM, KIND: departments.KIND, TARGET: departmentTargets.TARGET_DAYS, PROGRAMMES: sql<number>`coalesce(${programmes.n}, 0)`.mapWith(Number) })
    .from(departments)
    .leftJoin(departmentTargets, eq(departmentTargets.D_ID, departments.D_ID))
    .leftJoin(programmes, eq(programmes.D_ID, departments.D_ID))
    .orderBy(asc(departments.D_ID));
  return rows.map(({ TARGET, ...d }) => ({ ...d, TARGET_DAYS: TARGET ?? DEFAULT_TARGET_DAYS, TARGET_IS_DEFAULT: TARGET == null }));
}

/** Every programme with its department and number of students, by id. */
export async function listProgrammes(db: DbOrTx): Promise<ProgrammeRow[]> {
  const enrolled = db.select({ MAJ_ID: students.MAJ_ID, n: count().as('n') }).from(students).groupBy(students.MAJ_ID).as('enrolled');
  return db
    .select({
      MAJ_ID: majors.MAJ_ID,
      NAME: majors.NAME,
      SHORT: majors.SHORT,
      D_ID: majors.D_ID,
      D_NM: departments.D_NM,
      C_CODE: majors.C_CODE,
      STUDENTS: sql<number>`coalesce(${enrolled.n}, 0)`.mapWith(Number),
    })
    .from(majors)
    .innerJoin(departments, eq(departments.D_ID, majors.D_ID))
    .leftJoin(enrolled, eq(enrolled.MAJ_ID, majors.MAJ_ID))
    .orderBy(asc(majors.MAJ_ID));
}
