import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contains } from './list-query.js';
import { studentSearch } from './schema/index.js';

/** The searchable student columns a staff list filters by "contains" (student_search, migration 0009). */
export const STUDENT_SEARCH_COLUMNS = { NM: studentSearch.NM, ROLNO: studentSearch.ROLNO, CLASS: studentSearch.CLASS } as const;

/**
 * "The student of `studentId` matches `condition`" (a condition on `studentSearch` columns): the matching
 * students are found from student_search's indexes, never from the wide student rows.
 */
export const studentMatches = (studentId: AnyPgColumn, condition: SQL): SQL =>
  sql`${studentId} in (select ${studentSearch.ID} from ${studentSearch} where ${condition})`;

/** "The student of `studentId` has `column` (NM, ROLNO or CLASS) containing `text`", any case. */
export const studentContains = (studentId: AnyPgColumn, column: keyof typeof STUDENT_SEARCH_COLUMNS, text: string): SQL =>
  studentMatches(studentId, contains(STUDENT_SEARCH_COLUMNS[column], text));
