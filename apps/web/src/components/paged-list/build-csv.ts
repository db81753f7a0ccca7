/** One column of a CSV export: its header and how to read a row's value. */
export interface CsvColumn<Row> {
  title: string;
  value: (row: Row, index: number) => unknown;
}

/** Cells starting like a formula are prefixed with ' so a spreadsheet shows them as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One CSV cell (RFC 4180): quoted when it holds a comma, quote, line break or edge spaces. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s: string;
  if (value instanceof Date) s = Number.isNaN(value.getTime()) ? '' : value.toISOString();
  else if (typeof value === 'object') s = JSON.stringify(value);
  else s = String(value);
  if (typeof value === 'string' && FORMULA_START.test(s) && !NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV text: header row, then one line per row, CRLF line ends. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.title)).join(',')];
  for (const [i, row] of rows.entries()) lines.push(columns.map((c) => csvCell(c.value(row, i))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A Blob Excel opens as UTF-8 (byte-order mark first). */
export const csvBlob = (csv: string) => new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
