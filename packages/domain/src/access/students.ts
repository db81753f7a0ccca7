import type { AccessTable } from './types.js';

/**
 * Routes of the students area. Ownership (a student sees and changes only their own records) is
 * checked by the server after loading the record.
 */
export const studentsAccess: AccessTable = {
  'GET /api/student/card-status': ['student'],
  'GET /api/student/card-requests': ['student'],
  'GET /api/student/card-requests/:t_id': ['student'],
  'POST /api/student/card-requests': ['student'],
  'POST /api/student/duplicate-card-requests': ['student'],
  'POST /api/student/update-new-card-request/:t_id': ['student'],
  'GET /api/student/card-requests/:t_id/challan': ['student', 'dept:101'],
  'GET /api/student/photo': ['student'],

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
