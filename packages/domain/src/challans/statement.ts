import { M, type Message } from '../message-codes.js';

/**
 * Bank-statement reconciliation, the pure half: finding the three columns, reading a
 * line's values, and sorting every line into one outcome. The server reads the file and the challans;
 * the screen shows the same outcomes.
 */
export type StatementColumn = 'challan' | 'amount' | 'date';
export const STATEMENT_COLUMNS: readonly StatementColumn[] = ['challan', 'amount', 'date'];

/** Header names recognised without mapping (compared after normaliseHeader). */
export const STATEMENT_HEADER_ALIASES: Record<StatementColumn, readonly string[]> = {
  challan: ['challan number', 'challan no', 'challan id', 'challan', 'ch no', 'challan num', 'voucher no', 'reference', 'reference no'],
  amount: ['amount', 'amount paid', 'paid amount', 'amount pkr', 'credit', 'deposit', 'amount rs'],
  date: ['date paid', 'paid date', 'payment date', 'date of payment', 'paid on', 'date', 'value date', 'transaction date', 'deposit date'],
};

export type StatementMapping = Partial<Record<StatementColumn, string>>;

/** "Challan No." → "challan no"; "CHALLAN_ID" → "challan id". */
export const normaliseHeader = (h: string) =>
  h
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export type ColumnLookup = { ok: true; columns: Record<StatementColumn, number> } | { ok: false; msg: Message; missing: StatementColumn[] };

/**
 * The index of each column: the mapped header name when given (it must exist), otherwise the first header
 * that is one of the aliases.
 */
export function findStatementColumns(headers: readonly string[], mapping: StatementMapping = {}): ColumnLookup {
  const norm = headers.map(normaliseHeader);
  const columns: Partial<Record<StatementColumn, number>> = {};
  const missing: StatementColumn[] = [];
  for (const col of STATEMENT_COLUMNS) {
    const mapped = mapping[col]?.trim();
    if (mapped) {
      const i = norm.indexOf(normaliseHeader(mapped));
      if (i < 0) return { ok: false, msg: M.reconcile.columnNotFound(mapped), missing: [col] };
      columns[col] = i;
      continue;
    }
    const i = STATEMENT_HEADER_ALIASES[col].map((a) => norm.indexOf(a)).find((x) => x >= 0 && !Object.values(columns).includes(x));
    if (i == null) missing.push(col);
    else columns[col] = i;
  }
  if (missing.length) return { ok: false, msg: M.reconcile.columnsMissing, missing };
  return { ok: true, columns: columns as Record<StatementColumn, number> };
}

/** Cell text as the file holds it (numbers without grouping; dates as YYYY-MM-DD). */
export function cellText(v: unknown): string {
  if (v == null) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('').trim();
    if (o.result !== undefined) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
    return '';
  }
  return String(v).trim();
}

/**
 * The challan number as the portal compares it: upper case without spaces; "TR 12", "tr-0012" → "TR-12";
 * "000123" → "123". The answer still shows the number as the statement wrote it.
 */
export function normaliseChallanNo(raw: string): string {
  const s = raw.trim().toUpperCase().replace(/\s+/g, '');
  const m = /^(CARD|TR)-?0*(\d+)$/.exec(s);
  if (m) return `${m[1]}-${m[2]}`;
  if (/^\d+$/.test(s)) return s.replace(/^0+(?=\d)/, '');
  return s;
}

/** Whole rupees from "18,000", "PKR 18000", "Rs. 18000.00", 18000; null otherwise. */
export function parseStatementAmount(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 ? v : null;
  const s = cellText(v)
    .replace(/^(pkr|rs\.?)\s*/i, '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d+(\.0+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(Math.trunc(n)) ? Math.trunc(n) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d > days ? null : `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * The day paid as YYYY-MM-DD, from a date cell or text: DD-MM-YYYY, DD/MM/YYYY, DD.MM.YYYY, YYYY-MM-DD,
 * YYYY/MM/DD, DD-MMM-YYYY (05-Nov-2026); a time after the date is ignored. Null when not a date.
 */
export function parseStatementDate(v: unknown): string | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : calendarDay(v.getUTCFullYear(), v.getUTCMonth() + 1, v.getUTCDate());
  const s = cellText(v).split(/[\sT]/)[0] ?? '';
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return calendarDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[-/ ]([A-Za-z]{3})[A-Za-z]*[-/ ,]+(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[2].toLowerCase()) + 1;
    return month ? calendarDay(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
}

/** One line of the statement, read. */
export interface StatementLine {
  /** Line number in the file (the header is line 1). */
  LINE: number;
  /** The challan number as written on the statement (and on the challan). */
  CHALLAN_ID: string;
  /** normaliseChallanNo(CHALLAN_ID). */
  challanNo: string;
  AMOUNT: number;
  /** YYYY-MM-DD. */
  DATE_PAID: string;
}

export type ReadStatement = { ok: true; lines: StatementLine[] } | { ok: false; msg: Message; headers?: string[]; missing?: StatementColumn[] };

export const MAX_STATEMENT_LINES = 20_000;

/**
 * Reads the rows of a statement (the first non-empty row is the header). Any unreadable amount or date
 * refuses the whole statement with the line's number, so nothing is recorded from a file misread.
 * `today` (YYYY-MM-DD) refuses payments dated in the future.
 */
export function readStatementRows(rows: readonly (readonly unknown[])[], mapping: StatementMapping, today: string): ReadStatement {
  const headerIndex = rows.findIndex((r) => r.some((c) => cellText(c) !== ''));
  if (headerIndex < 0) return { ok: false, msg: M.reconcile.empty };
  const headers = rows[headerIndex].map(cellText);
  const found = findStatementColumns(headers, mapping);
  if (!found.ok) return { ok: false, msg: found.msg, headers: headers.filter(Boolean), missing: found.missing };
  const { columns } = found;
  const lines: StatementLine[] = [];
  for (let i = headerIndex + 1; i < rows.length; i++) {
    const row = rows[i];
    if (!row.some((c) => cellText(c) !== '')) continue;
    const LINE = i + 1;
    const rawNo = cellText(row[columns.challan]);
    const rawAmount = row[columns.amount];
    const AMOUNT = parseStatementAmount(rawAmount);
    if (AMOUNT == null) return { ok: false, msg: M.reconcile.badAmount(LINE, cellText(rawAmount)) };
    const rawDate = row[columns.date];
    const DATE_PAID = parseStatementDate(rawDate);
    if (DATE_PAID == null) return { ok: false, msg: M.reconcile.badDate(LINE, cellText(rawDate)) };
    if (DATE_PAID > today) return { ok: false, msg: M.reconcile.futureDate(LINE, cellText(rawDate)) };
    lines.push({ LINE, CHALLAN_ID: rawNo, challanNo: normaliseChallanNo(rawNo), AMOUNT, DATE_PAID });
    if (lines.length > MAX_STATEMENT_LINES) return { ok: false, msg: M.reconcile.tooManyLines };
  }
  if (!lines.length) return { ok: false, msg: M.reconcile.empty };
  return { ok: true, lines };
}

export type ReconcileOutcome = 'matched' | 'amountDiffers' | 'alreadyPaid' | 'unknown' | 'duplicate';
export const RECONCILE_OUTCOMES: readonly ReconcileOutcome[] = ['matched', 'amountDiffers', 'alreadyPaid', 'unknown', 'duplicate'];
export const RECONCILE_OUTCOME_LABELS: Record<ReconcileOutcome, string> = {
  matched: 'Matched',
  amountDiffers: 'Amount differs',
  alreadyPaid: 'Already paid',
  unknown: 'Unknown challan',
  duplicate: 'Duplicate line',
};

/** What reconciliation needs to know of a stored challan. */
export interface ReconcilableChallan {
  BAL: number;
  /** 0 means unpaid. */
  PAID: number;
}

export interface ClassifiedLine<C> {
  outcome: ReconcileOutcome;
  line: StatementLine;
  challan: C | null;
  /** For a duplicate: the line that first named the challan. */
  firstLine?: number;
}

/**
 * Sorts each line into one outcome, in this order: a challan number already named by an earlier line is a
 * **duplicate line**; a number no challan has is **unknown**; a paid challan is **already paid**; a
 * different amount is **amount differs**; otherwise **matched** (an unpaid challan, the same amount).
 * Importing the same statement again therefore finds its matched lines already paid.
 */
export function classifyStatementLines<C extends ReconcilableChallan>(lines: readonly StatementLine[], lookup: (challanNo: string) => C | undefined): ClassifiedLine<C>[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const first = line.challanNo ? seen.get(line.challanNo) : undefined;
    if (first != null) return { outcome: 'duplicate', line, challan: lookup(line.challanNo) ?? null, firstLine: first };
    if (line.challanNo) seen.set(line.challanNo, line.LINE);
    const challan = line.challanNo ? lookup(line.challanNo) : undefined;
    if (!challan) return { outcome: 'unknown', line, challan: null };
    if (challan.PAID) return { outcome: 'alreadyPaid', line, challan };
    if (challan.BAL !== line.AMOUNT) return { outcome: 'amountDiffers', line, challan };
    return { outcome: 'matched', line, challan };
  });
}
