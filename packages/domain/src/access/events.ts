import type { AccessTable } from './types.js';

/** Routes of the events area: the public ticket registration and the card office's view. */
export const eventsAccess: AccessTable = {
  'GET /api/client/getTicketNumber': ['public'],
  'POST /api/client/registerAttendees': ['public'],
  'GET /api/admin/events': ['dept:101', 'admin'],
  'POST /api/admin/events': ['admin'],
  'PATCH /api/admin/events/:code': ['admin'],
  'GET /api/admin/event-registrations': ['dept:101'],
  'GET /api/admin/mail-outbox': ['dept:101'],
};
