import type { AccessTable } from './types.js';

/** Foundation routes: sessions, profile, health and docs. */
export const coreAccess: AccessTable = {
  'GET /api/health': ['public'],
  'GET /api/ready': ['public'],
  'POST /api/auth/login': ['public'],
  'POST /api/auth/change-password': ['user'],
  'POST /api/auth/sign-out-everywhere': ['user'],
  'GET /api/auth/mfa': ['staff', 'admin'],
  'POST /api/auth/mfa/enrol': ['staff', 'admin'],
  'POST /api/auth/mfa/confirm': ['staff', 'admin'],
  'GET /api/userProfile': ['user'],
  'GET /api/admin/getrequeststatuslist': ['staff'],
};
