import type { AccessTable } from './types.js';

const OFFICE = 'dept:130' as const;

/**
 * Routes of the transport area. Changes and the requests list are the transport office's (D_ID 130);
 * the application calls are students' (ownership is checked after loading). Students also read the route
 * and stop catalogue, which their application form shows (docs/decisions/transport.md).
 */
export const transportAccess: AccessTable = {
  'GET /api/admin/display-routes': [OFFICE, 'student'],
  'GET /api/admin/get-only-transport-routes': [OFFICE, 'student'],
  'POST /api/get-stops-by-route': [OFFICE, 'student'],
  'POST /api/admin/add-bus-route': [OFFICE],
  'POST /api/admin/update-bus-route': [OFFICE],
  'POST /api/admin/delete-bus-route': [OFFICE],
  'GET /api/admin/get-bus-stops': [OFFICE],
  'POST /api/admin/add-bus-stop': [OFFICE],
  'POST /api/admin/update-stop': [OFFICE],
  'POST /api/admin/delete-stop': [OFFICE],
  'GET /api/admin/get-transport-requests': [OFFICE],
  'POST /api/admin/getRowData': [OFFICE],
  'POST /api/admin/transportFormUpdateByAdmin': [OFFICE],
  'GET /api/admin/transport-requests/:TRANS_ID/photo': [OFFICE],
  'GET /api/admin/transport-requests/:TRANS_ID/form': [OFFICE],
  'POST /api/card/applyfortransportcard/:C_CODE/:SE_ID/:ROLNO/:mode': ['student'],
  'POST /api/card/updatetransportcard/:C_CODE/:SE_ID/:ROLNO/:mode': ['student'],
  'GET /api/student/transport-requests': ['student'],
  'GET /api/student/transport-requests/:TRANS_ID/challan': ['student', OFFICE],
};
