/**
 * Spreadsheet exports (CSV and Excel), one place for every export of the portal (OWASP CSV
 * injection): a text cell that begins with `=`, `+`, `-`, `@` (or their full-width forms `＝＋－＠`), a tab
 * or a carriage return is prefixed with `'`, so a spreadsheet shows it as text instead of running it as a
 * formula. The sign counts also behind what a spreadsheet skips before it: white space of any kind (spaces,
 * tabs, line breaks, no-break and full-width spaces) and invisible characters, so " =1+1" is caught.
 * Plain numbers ("-12", " +923001234567") cannot be formulas and stay as they are.
 */
const CONTROL_START = /^[\t\r]/;
const SKIPPED_BEFORE_FORMULA = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]+/u;
const FORMULA_SIGN = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The text of one cell, safe to open in a spreadsheet. */
export function neutraliseCell(text: string): string {
  if (CONTROL_START.test(text)) return `'${text}`;
  const start = text.replace(SKIPPED_BEFORE_FORMULA, '');
  return FORMULA_SIGN.test(start) && !NUMBER.test(start) ? `'${text}` : text;
}

/** A cell value as an Excel (exceljs) cell: numbers, dates and booleans as they are, text neutralised. */
export function spreadsheetValue(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return neutraliseCell(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/** One column of a CSV export: its header and how to read a row's value. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row, index: number) => unknown;
}

/**
 * Text a spreadsheet opening a CSV would take for a number, date, time, percentage, amount or truth value and
 * change: `03001234569` loses its zero, `+923001234567` its sign, `2/6` becomes a date, `Jan-26` a date,
 * `1,234` a thousand, `(12)` minus twelve, `0.10` 0.1, `1e5` 100000, `TRUE` a truth value.
 */
const READ_AS_VALUE = [
  /^[\s\d+\-.,/:()%$€£¥eE]*\d[\s\d+\-.,/:()%$€£¥eE]*$/,
  /^(?=.*\d)[\s\d\-/.,]*(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[\s\d\-/.,]*$/i,
  /^(true|false)$/i,
];
/** A formula's string constant holds at most 255 characters. */
const MAX_TEXT_FORMULA = 255;

/** Whether a spreadsheet would read this text as a value rather than keep it as written. */
const readAsValue = (text: string) => text.length <= MAX_TEXT_FORMULA && !/["\r\n]/.test(text) && READ_AS_VALUE.some((re) => re.test(text));

/**
 * One CSV cell (RFC 4180): neutralised text, quoted when it holds a comma, quote, line break or edge spaces.
 * Text a spreadsheet would turn into a value is written as a formula that gives that text back (`="0300"`):
 * LibreOffice and Excel both show it as the text, with its zeros, sign and slashes. It is the portal's own
 * formula around a constant made only of digits and signs, never a value's own formula.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s: string;
  if (value instanceof Date) s = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (typeof value === 'object') s = JSON.stringify(value);
  else s = String(value);
  if (typeof value === 'string' || typeof value === 'object') s = neutraliseCell(s);
  if (typeof value === 'string' && readAsValue(s)) s = `="${s}"`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The byte-order mark every CSV export starts with: Excel then reads it as UTF-8 (Urdu intact). */
const CSV_BOM = '\uFEFF';

/** CSV text: the byte-order mark, the header row, then one line per row, CRLF line ends. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const [i, row] of rows.entries()) lines.push(columns.map((c) => csvCell(c.value(row, i))).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
