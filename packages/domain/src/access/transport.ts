import type { AccessTable } from './types.js';

/** Routes of the transport area. */
export const transportAccess: AccessTable = {};
