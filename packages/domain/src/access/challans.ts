import type { AccessTable } from './types.js';

/** Challan records and bank-statement reconciliation: the treasurer, the built-in fee system's cashier. */
export const challansAccess: AccessTable = {
  'POST /api/clearance-requests/challans/reconcile': ['dept:123'],
};
