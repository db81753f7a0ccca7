import type { AccessTable } from './types.js';

const CARD_OFFICE = ['dept:101'] as const;

/**
 * Routes of the id-cards area: the card office (101) only, except the photo, which the card office,
 * the transport office (its dialog shows it) and the student it belongs to may fetch (ownership is
 * checked in the handler with `canViewPhoto`).
 */
export const idCardsAccess: AccessTable = {
  'POST /api/admin/idcard-requests': CARD_OFFICE,
  'POST /api/admin/deleted-idcard-requests': CARD_OFFICE,
  'POST /api/admin/update-idcard-requests': CARD_OFFICE,
  'POST /api/admin/update-idcard-request-form': CARD_OFFICE,
  'POST /api/admin/update-dup-idcard-request-form': CARD_OFFICE,
  'POST /api/admin/delete-idcard-request': CARD_OFFICE,
  'POST /api/admin/restore-idcard-request': CARD_OFFICE,
  'GET /api/admin/idcard-history/:T_ID': CARD_OFFICE,
  'GET /api/admin/idcard-download/:T_ID': CARD_OFFICE,
  'POST /api/admin/delStdRecord': CARD_OFFICE,
  'POST /api/admin/searchanddeleteimage': CARD_OFFICE,
  'POST /api/delete-student-image-file': CARD_OFFICE,
  'POST /api/delete-student-image-file/': CARD_OFFICE,
  'GET /get-file/:C_CODE/:SE_ID/:MAJ_ID/:ROLNO': ['dept:101', 'dept:130', 'student'],
  'POST /api/admin/new-inter-students': CARD_OFFICE,
  'GET /api/admin/new-inter-students/excel': CARD_OFFICE,
  // The student's own card application (ownership checked after loading the request).
  'GET /api/student/card-status': ['student'],
  'GET /api/student/card-requests': ['student'],
  'GET /api/student/card-requests/:t_id': ['student'],
  'POST /api/student/card-requests': ['student'],
  'POST /api/student/duplicate-card-requests': ['student'],
  'POST /api/student/update-new-card-request/:t_id': ['student'],
  'GET /api/student/card-requests/:t_id/challan': ['student', 'dept:101'],
};
