import { and, asc, eq } from 'drizzle-orm';
import type { NewInterStudent } from '@portal/domain';
import type { Db } from '../../db/client.js';
import { majors, students } from '../../db/schema/index.js';
import type { Lms } from './types.js';

/** Intermediate programmes have C_CODE 1. */
const INTERMEDIATE = 1;

/** Reads the portal's own students: C_CODE 1 admitted in the year (the demo data fills them). */
export function createBuiltinLms(db: Db): Lms {
  return {
    async newInterStudents(year) {
      const rows = await db
        .select({
          F_NO: students.F_NO,
          ROLNO: students.ROLNO,
          NM: students.NM,
          F_NM: students.F_NM,
          CLASS: students.CLASS,
          MAJOR: majors.NAME,
          SES_STAT: students.SESSION,
          PH1: students.PH1,
          ADD1: students.ADD1,
          YEAR: students.YEAR,
        })
        .from(students)
        .innerJoin(majors, eq(majors.MAJ_ID, students.MAJ_ID))
        .where(and(eq(students.C_CODE, INTERMEDIATE), eq(students.YEAR, year)))
        .orderBy(asc(students.F_NO), asc(students.ROLNO));
      return rows.map((r): NewInterStudent => ({ ...r, F_NO: r.F_NO ?? '' }));
    },
  };
}
