import type { AccessTable } from './types.js';

/** Routes of the dues area: only staff on the dues allow-list. */
export const duesAccess: AccessTable = {
  'GET /challan-dues': ['dues-admin'],
  'PATCH /challan-dues': ['dues-admin'],
};
