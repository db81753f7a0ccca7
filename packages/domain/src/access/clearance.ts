import type { AccessTable } from './types.js';

/** Routes of the clearance area. */
export const clearanceAccess: AccessTable = {};
