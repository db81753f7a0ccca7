import type { AccessTable } from './types.js';

/**
 * Routes of the cards area. Printing and revoking are the card office's (ID cards) and the transport
 * office's (passes); which kind each may handle is checked after reading the body or the card
 * (`authorize` in domain/cards/policy.ts). The keys, verification and the card photo behind a signed
 * token are public: a guard or a bus conductor checks a card without an account.
 */
export const cardsAccess: AccessTable = {
  'GET /api/cards/keys': ['public'],
  'POST /api/cards/verify': ['public'],
  'GET /api/cards/photo': ['public'],
  'GET /api/student/digital-card': ['student'],
  'GET /api/student/digital-transport-pass': ['student'],
  'POST /api/admin/card-print-batches': ['dept:101', 'dept:130'],
  'GET /api/admin/card-print-batches': ['dept:101', 'dept:130'],
  'POST /api/admin/cards/:serial/revoke': ['dept:101', 'dept:130'],
};
