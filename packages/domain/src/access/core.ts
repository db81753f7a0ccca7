import type { AccessTable } from './types.js';

/** Foundation routes: sessions, profile, health and docs. */
export const coreAccess: AccessTable = {
  'GET /api/health': ['public'],
  'GET /api/ready': ['public'],
  'POST /api/auth/login': ['public'],
  'GET /api/userProfile': ['user'],
  'GET /api/admin/getrequeststatuslist': ['staff'],
};
