import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { MAX_STATEMENT_LINES, M } from '@portal/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { badRequest } from './errors.js';
import { openZipEntry, readZipDirectory, type StoredPart, storedZip, unpackedSize, ZipError, type ZipEntry } from './zip-archive.js';

const MB = 1024 * 1024;

/*
 * The one CSV and .xlsx reader of uploaded tables: bank statements (challans' reconciliation) and students files
 * (the administrator's import). Its refusals are the reconciliation's messages; a caller may say them in its own
 * words (admin/import-student-file.ts).
 */

/** Rows read at most: a bank statement's lines, its header, and room for a title block and blank lines. */
export const MAX_SHEET_ROWS = MAX_STATEMENT_LINES + 100;
/** Columns read at most; cells further right are ignored (a bank statement has a few dozen at most). */
export const MAX_SHEET_COLUMNS = 256;

/**
 * What an .xlsx file may unpack to: at most 50 times its own size (a real statement unpacks to
 * about ten times), never less than 8 MB allowed, and never more than 32 MB (a statement of 20,000 lines
 * unpacks to about 6 MB). Anything more is a file made to exhaust the server, refused before inflating.
 */
export const unpackedAllowance = (fileBytes: number) => Math.min(32 * MB, Math.max(8 * MB, 50 * fileBytes));

/** What reading a file has cost so far: rows taken from the file and bytes inflated. */
export interface ReadCost {
  rows: number;
  inflatedBytes: number;
}

/**
 * The rows of an uploaded table: the first sheet of an .xlsx workbook, or a CSV file. Both are read
 * a part at a time and stop at MAX_SHEET_ROWS: a file with more rows is refused before the rest is
 * read, and a workbook unpacking out of proportion to its size is refused from its directory alone.
 */
export async function readSpreadsheetFile(file: { fileName: string; bytes: Buffer }, cost: ReadCost = { rows: 0, inflatedBytes: 0 }): Promise<unknown[][]> {
  const isZip = file.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const name = file.fileName.toLowerCase();
  if (isZip) return readXlsx(file.bytes, cost);
  if (name.endsWith('.xlsx') || name.endsWith('.xls')) throw badRequest(M.reconcile.unreadable);
  if (!isText(file.bytes)) throw badRequest(M.reconcile.wrongType);
  return readCsv(file.bytes, cost);
}

/** Text without NUL bytes (a CSV file), not a picture or a PDF renamed. */
const isText = (bytes: Buffer) => !bytes.subarray(0, 4096).includes(0);

function readCsv(bytes: Buffer, cost: ReadCost): unknown[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // Banks export with commas, semicolons or tabs: the separator is the one the header line uses most.
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, d) => (header.split(d).length > header.split(best).length ? d : best), ',');
  let rows: string[][];
  try {
    // One line past the limit is enough to know the file has too many.
    rows = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: true, bom: true, to_line: MAX_SHEET_ROWS + 1 });
  } catch {
    throw badRequest(M.reconcile.unreadable);
  }
  cost.rows += rows.length;
  if (rows.length > MAX_SHEET_ROWS) throw badRequest(M.reconcile.tooManyLines);
  return rows.map((r) => (r.length > MAX_SHEET_COLUMNS ? r.slice(0, MAX_SHEET_COLUMNS) : r));
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/**
 * The first sheet of a workbook, streamed. The archive's directory is checked first (its declared sizes
 * against `unpackedAllowance`); then only the parts a sheet needs are inflated, each held to its declared
 * size, and handed to exceljs's streaming reader in the order it reads them (relationships, workbook,
 * shared strings, styles, sheet), so it never buffers a sheet to disk. Rows are taken one at a time.
 */
async function readXlsx(bytes: Buffer, cost: ReadCost): Promise<unknown[][]> {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes);
  } catch {
    throw badRequest(M.reconcile.unreadable);
  }
  if (unpackedSize(entries) > unpackedAllowance(bytes.length)) throw badRequest(M.reconcile.unpackedTooLarge);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const sheet = entries.filter((e) => SHEET.test(e.name)).sort((a, b) => sheetNo(a) - sheetNo(b))[0];
  const rels = byName.get('xl/_rels/workbook.xml.rels');
  const book = byName.get('xl/workbook.xml');
  if (!sheet || !rels || !book) throw badRequest(M.reconcile.unreadable);

  const inflated = { bytes: 0 };
  const part = (e: ZipEntry): StoredPart => ({ name: e.name, size: e.uncompressedSize, crc32: e.crc32, open: () => openZipEntry(bytes, e, inflated) });
  const strings = byName.get('xl/sharedStrings.xml');
  const styles = byName.get('xl/styles.xml');
  const parts = [
    part(rels),
    part(book),
    // Without shared strings exceljs would keep the sheet in a temporary file first: give it none to share.
    strings
      ? part(strings)
      : { name: 'xl/sharedStrings.xml', size: EMPTY_SHARED_STRINGS.length, crc32: zlib.crc32(EMPTY_SHARED_STRINGS), open: () => Readable.from([EMPTY_SHARED_STRINGS]) },
    ...(styles ? [part(styles)] : []),
    part(sheet),
  ];
  const source = Readable.from(storedZip(parts));
  // exceljs pipes the source without passing its errors on: a part that fails ends the reading here.
  const failed = new Promise<never>((_, reject) => source.once('error', reject));
  failed.catch(() => {});
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  const rows: unknown[][] = [];
  const read = async () => {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // A row without its number cannot be placed (exceljs reads none but numbered rows).
        if (!Number.isSafeInteger(row.number) || row.number < 1) throw badRequest(M.reconcile.unreadable);
        if (row.number > MAX_SHEET_ROWS || cost.rows >= MAX_SHEET_ROWS) throw badRequest(M.reconcile.tooManyLines);
        cost.rows++;
        rows[row.number - 1] = cellsOf(row.values);
      }
      break;
    }
  };
  const reading = read();
  // Whichever loses the race may still settle later, unheard.
  reading.catch(() => {});
  try {
    await Promise.race([reading, failed]);
  } catch (err) {
    if (err instanceof ZipError && err.kind === 'larger') throw badRequest(M.reconcile.unpackedTooLarge);
    if ((err as { statusCode?: number }).statusCode === 400) throw err;
    throw badRequest(M.reconcile.unreadable);
  } finally {
    cost.inflatedBytes += inflated.bytes;
    source.destroy();
  }
  if (!rows.length) throw badRequest(M.reconcile.empty);
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}

const sheetNo = (e: ZipEntry) => Number(SHEET.exec(e.name)?.[1]);

/** A row's cells from column A, at most MAX_SHEET_COLUMNS (exceljs's `values` start at index 1). */
function cellsOf(values: ExcelJS.CellValue[] | Record<string, ExcelJS.CellValue>): unknown[] {
  if (!Array.isArray(values)) return [];
  const out: unknown[] = [];
  const last = Math.min(values.length - 1, MAX_SHEET_COLUMNS);
  for (let i = 1; i <= last; i++) out.push(values[i]);
  return out;
}
