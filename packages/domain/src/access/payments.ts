import type { AccessTable } from './types.js';

/** The banks' bill-payment calls: the bill-payment network only (a system principal signing in with its own headers). */
export const paymentsAccess: AccessTable = {
  'POST /api/bps/BillInquiry': ['system:bank'],
  'POST /api/bps/BillPayment': ['system:bank'],
};
