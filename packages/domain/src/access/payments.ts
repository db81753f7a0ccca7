import type { AccessTable } from './types.js';

/**
 * The banks' bill-payment calls: the bill-payment network only (a system principal signing in with its own
 * headers). The settlement view of what the banks paid: the treasurer.
 */
export const paymentsAccess: AccessTable = {
  'POST /api/bps/BillInquiry': ['system:bank'],
  'POST /api/bps/BillPayment': ['system:bank'],
  'GET /api/bank-payments': ['dept:123'],
  'GET /api/bank-payments/export': ['dept:123'],
};
