import type { AccessTable } from './types.js';

/** Routes of the events area. */
export const eventsAccess: AccessTable = {};
