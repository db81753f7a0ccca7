import { coded } from '../message.js';

/** Messages of bank-statement reconciliation. */
export const RECONCILE_MSG = {
  noFile: 'Choose the bank statement file (CSV or .xlsx).',
  tooLarge: 'The statement is too large (at most 5 MB).',
  wrongType: 'The statement must be a CSV file or an Excel workbook (.xlsx).',
  unreadable: 'The statement could not be read. Save it again as CSV or .xlsx and upload it again.',
  empty: 'The statement has no lines.',
  tooManyLines: 'The statement has too many lines (at most 20,000).',
  unpackedTooLarge:
    'The workbook unpacks to far more than a bank statement holds, so it was not opened. Save the statement again as CSV or .xlsx and upload it again.',
  columnsMissing: 'The statement does not have the columns challan number, amount and date paid. Choose which column holds each.',
  columnNotFound: (column: string) => `The statement has no column "${column}".`,
  badAmount: (line: number, value: string) => `Line ${line}: the amount "${value}" is not a whole number of rupees.`,
  badDate: (line: number, value: string) => `Line ${line}: the date "${value}" is not a date (use DD-MM-YYYY or YYYY-MM-DD).`,
  futureDate: (line: number, value: string) => `Line ${line}: the date paid ${value} is in the future.`,
  badCommit: 'commit must be "0" (preview) or "1" (record the payments).',
  committed: (n: number) => (n === 1 ? '1 payment recorded.' : `${n} payments recorded.`),
  previewed: 'Statement read; nothing has been recorded yet.',
  nothingToCommit: 'No line matches an unpaid challan; nothing was recorded.',
  settlementRange: 'Show at most 93 days of bank payments at once.',
  changedMeanwhile: 'A challan of the statement changed while it was being recorded; nothing was recorded. Preview the statement again.',
} as const;

/** RECONCILE_MSG with codes (`M.reconcile`: say them through `M`). */
export const RECONCILE_M = /* @__PURE__ */ coded('reconcile', RECONCILE_MSG);
