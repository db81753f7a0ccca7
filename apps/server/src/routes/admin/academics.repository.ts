import { asc, count, eq, sql } from 'drizzle-orm';
import { DEFAULT_TARGET_DAYS, type DepartmentRow, type ProgrammeRow } from '@portal/domain';
import type { DbOrTx } from '../../db/client.js';
import { countedByKey } from '../../db/list-counts.js';
import { departments, departmentTargets, majors } from '../../db/schema/index.js';

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

/**
 * Every programme with its department and number of students, by id. The numbers come from the students'
 * counters (db/list-counts.ts), kept per programme, so the list costs the same however many students there are.
 */
export async function listProgrammes(db: DbOrTx): Promise<ProgrammeRow[]> {
  const [programmes, counted] = await Promise.all([
    db
      .select({ MAJ_ID: majors.MAJ_ID, NAME: majors.NAME, SHORT: majors.SHORT, D_ID: majors.D_ID, D_NM: departments.D_NM, C_CODE: majors.C_CODE })
      .from(majors)
      .innerJoin(departments, eq(departments.D_ID, majors.D_ID))
      .orderBy(asc(majors.MAJ_ID)),
    countedByKey(db, { list: 'students' }),
  ]);
  const enrolled = new Map(counted.map((c) => [c.scope, c.n]));
  return programmes.map((p) => ({ ...p, STUDENTS: enrolled.get(p.MAJ_ID) ?? 0 }));
}
