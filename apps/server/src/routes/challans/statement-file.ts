import { RECONCILE_MSG } from '@portal/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/errors.js';

/** The rows of a bank statement file: the first sheet of an .xlsx workbook, or a CSV file. */
export async function readStatementFile(file: { fileName: string; bytes: Buffer }): Promise<unknown[][]> {
  const isZip = file.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const name = file.fileName.toLowerCase();
  if (isZip) return readXlsx(file.bytes);
  if (name.endsWith('.xlsx') || name.endsWith('.xls')) throw badRequest(RECONCILE_MSG.unreadable);
  if (!isText(file.bytes)) throw badRequest(RECONCILE_MSG.wrongType);
  return readCsv(file.bytes);
}

/** Text without NUL bytes (a CSV file), not a picture or a PDF renamed. */
const isText = (bytes: Buffer) => !bytes.subarray(0, 4096).includes(0);

function readCsv(bytes: Buffer): unknown[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Banks export with commas, semicolons or tabs: the separator is the one the header line uses most.
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), ',');
  try {
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: true, bom: true }) as string[][];
  } catch {
    throw badRequest(RECONCILE_MSG.unreadable);
  }
}

async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(RECONCILE_MSG.unreadable);
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badRequest(RECONCILE_MSG.empty);
  const rows: unknown[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    // row.values is 1-based (index 0 empty).
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[n - 1] = values;
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}
