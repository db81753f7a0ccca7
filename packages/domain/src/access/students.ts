import type { AccessTable } from './types.js';

/**
 * Routes of the students area: the student's own profile. Ownership (a student sees and changes only their
 * own records) is checked by the server after loading the record.
 */
export const studentsAccess: AccessTable = {
  'GET /api/student/photo': ['student'],
};
