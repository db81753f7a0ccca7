import type { AccessTable } from './types.js';

/**
 * Routes of the administration area: the portal's administrator only (no office staff, no students).
 * Accounts and sign-in security first; the data screens' routes follow.
 */
export const adminAccess: AccessTable = {};
