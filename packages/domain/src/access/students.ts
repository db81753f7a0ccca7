import type { AccessTable } from './types.js';

/** Routes of the students area. */
export const studentsAccess: AccessTable = {};
