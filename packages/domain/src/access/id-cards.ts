import type { AccessTable } from './types.js';

/** Routes of the id-cards area. */
export const idCardsAccess: AccessTable = {};
