import type { AccessTable } from './types.js';

/**
 * Bulk decisions: every staff office that has a single save for one of the kinds
 * (clearance staff, the card office, the transport office, the treasurer). The server then checks the
 * kind asked for with `mayBulkUpdate` (the kind's single-save principals) and answers 403 otherwise.
 */
export const bulkAccess: AccessTable = {
  'POST /api/admin/bulk-update': ['clearance-staff', 'dept:130'],
};
