import type { AccessTable } from './types.js';

/** Routes of notifications. Each user reads and marks only their own notifications. */
export const notificationsAccess: AccessTable = {
  'GET /api/notifications': ['user'],
  'POST /api/notifications/read': ['user'],
  'PUT /api/student/language': ['student'],
  'GET /api/student/notification-settings': ['student'],
  'PUT /api/student/notification-settings': ['student'],
  'GET /api/staff/digest': ['staff'],
  'PUT /api/staff/digest': ['staff'],
  'POST /api/admin/mail-outbox/:ID/resend': ['dept:101'],
};
