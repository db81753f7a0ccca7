import type { AccessTable } from './types.js';

/**
 * Routes of the clearance area. Finer rules (own row, read-only cases, challan groups, ownership of a
 * student's request) are in clearance/policy.ts and checked after loading.
 */
export const clearanceAccess: AccessTable = {
  'POST /api/clearance-requests/student/checkApplication': ['student'],
  'POST /api/clearance-requests/student/checkStudentImg': ['student'],
  'GET /api/clearance-requests/student/libraries-hostels': ['student'],
  'POST /api/clearance-requests/student/uploadImg': ['student'],
  'POST /api/clearance-requests/student/new': ['student'],
  'GET /api/clearance-requests/student/my': ['student'],
  'GET /api/student/clearance-progress': ['student'],
  'POST /api/clearance-requests/admin': ['clearance-staff'],
  'GET /api/clearance-requests/:T_ID': ['clearance-staff'],
  'PATCH /api/clearance-requests/update': ['clearance-staff'],
  'POST /api/clearance-requests/deleteRequest': ['dept:101'],
  'POST /api/clearance-requests/challans/allChallans': ['clearance-staff'],
  'GET /api/clearance-requests/heads/getChallanHeads': ['clearance-staff'],
  'POST /api/clearance-requests/newChallan': ['clearance-staff'],
  'PATCH /api/clearance-requests/editChallan': ['clearance-staff'],
  'POST /api/clearance-requests/deleteChallan': ['clearance-staff'],
  'POST /api/clearance-requests/challans/recordPayment': ['dept:123'],
  'GET /api/clearance-requests/downloadChallan/:challanId': ['clearance-staff', 'student'],
  'GET /api/clearance-requests/fee-info/:T_ID': ['dept:123'],
  'GET /api/clearance-requests/download/:T_ID': ['clearance-staff', 'student'],
  'GET /api/verify/:code': ['public'],
};
