import type { AccessTable } from './types.js';

/**
 * Routes of the administration area: the portal's administrator only (no office staff, no students).
 * Accounts and sign-in security first; the data screens' routes follow.
 */
export const adminAccess: AccessTable = {
  'GET /api/admin/accounts': ['admin'],
  'POST /api/admin/accounts': ['admin'],
  'PATCH /api/admin/accounts/:username': ['admin'],
  'POST /api/admin/accounts/:username/reset-password': ['admin'],
  'POST /api/admin/accounts/:username/sign-out': ['admin'],
  'DELETE /api/admin/accounts/:username/mfa': ['admin'],
  'GET /api/admin/mfa-requirements': ['admin'],
  'PUT /api/admin/mfa-requirements/:role': ['admin'],
  'POST /api/admin/students/import': ['admin'],
  'GET /api/admin/audit': ['admin'],
  'GET /api/admin/audit/export': ['admin'],
  'GET /api/admin/jobs': ['admin'],
  'POST /api/admin/mails/:id/retry': ['admin'],
  'GET /api/admin/departments': ['admin'],
  'POST /api/admin/departments': ['admin'],
  'PATCH /api/admin/departments/:id': ['admin'],
  'GET /api/admin/programmes': ['admin'],
  'POST /api/admin/programmes': ['admin'],
  'PATCH /api/admin/programmes/:id': ['admin'],
};
