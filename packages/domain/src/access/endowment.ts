import type { AccessTable } from './types.js';

/**
 * Routes of the endowment area: the student's eligibility, application and document; the staff's list; the
 * treasurer's decisions and schedules. Ownership is checked by the server after loading the record.
 */
export const endowmentAccess: AccessTable = {
  'GET /api/eft/check-eft-eligibility': ['student'],
  'GET /api/eft/get-live-schedule': ['user'],
  'POST /api/eft/apply': ['student'],
  'GET /api/eft/my-applications': ['student'],
  'POST /api/eft/my-applications/:id/document': ['student'],
  'GET /api/eft/applications': ['staff'],
  'GET /api/eft/applications/:id': ['staff'],
  'GET /api/eft/applications/:id/document': ['staff', 'student'],
  'PATCH /api/eft/applications/:id': ['dept:123'],
  'GET /api/eft/schedules': ['staff'],
  'POST /api/eft/schedules': ['dept:123'],
  'PATCH /api/eft/schedules/:id': ['dept:123'],
  'POST /api/eft/schedules/:id/close': ['dept:123'],
};
