import type { AccessTable } from './types.js';

/** Foundation routes: sessions, profile, health and docs. */
export const coreAccess: AccessTable = {
  'GET /api/health': ['public'],
  'GET /api/ready': ['public'],
  'POST /api/auth/login': ['public'],
  'GET /api/auth/sign-in-options': ['public'],
  'GET /api/auth/sso/start': ['public'],
  'GET /api/auth/sso/callback': ['public'],
  'POST /api/auth/sso/exchange': ['public'],
  'GET /api/auth/sso/end-session': ['public'],
  'POST /api/auth/change-password': ['user'],
  'POST /api/auth/sign-out-everywhere': ['user'],
  'GET /api/auth/mfa': ['staff', 'admin'],
  'POST /api/auth/mfa/enrol': ['staff', 'admin'],
  'POST /api/auth/mfa/confirm': ['staff', 'admin'],
  'GET /api/userProfile': ['user'],
  'GET /api/admin/getrequeststatuslist': ['staff'],
};
