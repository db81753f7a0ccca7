import type { AccessTable } from './types.js';

/** Routes of the dues area. */
export const duesAccess: AccessTable = {};
