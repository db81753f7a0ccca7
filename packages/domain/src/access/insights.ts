import type { AccessTable } from './types.js';

/**
 * Office productivity dashboard: every staff user; the server narrows the figures to
 * the caller's office unless it is the examination office or the treasurer (`insightsScope`).
 */
export const insightsAccess: AccessTable = {
  'GET /api/admin/insights': ['staff'],
};
