import { DEPT, formatDateInput, RECONCILE_MSG, type SessionUser } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { buildStaff } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { MAX_SHEET_ROWS, type ReadCost, readSpreadsheetFile, unpackedAllowance } from '../../lib/spreadsheet-file.js';
import { repeatedSheetXml, sheetXml, xlsxOf } from '../../test/xlsx-test-files.js';

/**
 * A bank statement upload cannot take the server down: a small file that unpacks to a million rows is
 * refused from its archive's directory before anything is inflated; an archive that understates its sizes
 * is stopped as soon as a part unpacks past what it declared; a file with more rows than a statement
 * holds is refused after reading at most the row limit. What reading cost is counted, not timed.
 */
let t: TestApp;
let treasurer: SessionUser;
beforeAll(async () => {
  t = await createTestApp();
  treasurer = await buildStaff(t.db, DEPT.TREASURER);
});
afterAll(() => t.close());

const HEADER = ['Challan No', 'Amount', 'Date Paid'];
const today = formatDateInput(new Date());
const line = (n: number) => [String(100_000 + n), 1500, today];
const cost = (): ReadCost => ({ rows: 0, inflatedBytes: 0 });

async function refusal(file: { fileName: string; bytes: Buffer }, spent: ReadCost) {
  try {
    await readSpreadsheetFile(file, spent);
  } catch (err) {
    return err as { statusCode: number; message: string };
  }
  throw new Error('the file was read');
}

async function upload(name: string, bytes: Buffer) {
  const body = multipart({ commit: '0' }, { name, bytes });
  const res = await t.app.inject({ method: 'POST', url: '/api/clearance-requests/challans/reconcile', headers: { ...body.headers, ...(await t.auth(treasurer)) }, payload: body.payload });
  return { status: res.statusCode, msg: res.json().msg as string };
}

describe('reading a bank statement file safely', () => {
  it('refuses a workbook of a million rows in under a megabyte from its directory, inflating nothing', async () => {
    const sheet = repeatedSheetXml(HEADER, 1_000_000, ['1', 1, today]);
    const bytes = xlsxOf(sheet);
    expect(bytes.length).toBeLessThan(800 * 1024);
    expect(sheet.length).toBeGreaterThan(unpackedAllowance(bytes.length));
    const spent = cost();
    const err = await refusal({ fileName: 'statement.xlsx', bytes }, spent);
    expect(err).toMatchObject({ statusCode: 400, message: RECONCILE_MSG.unpackedTooLarge });
    expect(spent).toEqual({ rows: 0, inflatedBytes: 0 });
    expect(await upload('statement.xlsx', bytes)).toEqual({ status: 400, msg: RECONCILE_MSG.unpackedTooLarge });
  }, 60_000);

  it('stops inflating a part that unpacks past the size its archive declares', async () => {
    const sheet = sheetXml(HEADER, 1_000_000, () => ['1', 1, today]);
    const declared = 200_000;
    const bytes = xlsxOf(sheet, (name, size) => (name.endsWith('sheet1.xml') ? declared : size));
    const spent = cost();
    const err = await refusal({ fileName: 'statement.xlsx', bytes }, spent);
    expect(err).toMatchObject({ statusCode: 400, message: RECONCILE_MSG.unpackedTooLarge });
    // The declared size, the small parts and at most one more chunk of the inflater.
    expect(spent.inflatedBytes).toBeLessThan(declared + 100_000);
    expect(spent.rows).toBeLessThan(MAX_SHEET_ROWS);
  }, 60_000);

  it('refuses a workbook of more rows than a statement holds after reading at most the row limit', async () => {
    const bytes = xlsxOf(sheetXml(HEADER, 60_000, line));
    const spent = cost();
    const err = await refusal({ fileName: 'statement.xlsx', bytes }, spent);
    expect(err).toMatchObject({ statusCode: 400, message: RECONCILE_MSG.tooManyLines });
    expect(spent.rows).toBeLessThanOrEqual(MAX_SHEET_ROWS);
    expect(spent.rows).toBeGreaterThan(MAX_SHEET_ROWS - 1000);
    expect(await upload('statement.xlsx', bytes)).toEqual({ status: 400, msg: RECONCILE_MSG.tooManyLines });
  }, 60_000);

  it('refuses a row numbered past the limit without filling the rows between', async () => {
    const sheet = sheetXml(HEADER, 1, line).replace('<row r="2">', '<row r="5000000">').replace(/r="([A-C])2"/g, 'r="$15000000"');
    const spent = cost();
    const err = await refusal({ fileName: 'statement.xlsx', bytes: xlsxOf(sheet) }, spent);
    expect(err).toMatchObject({ statusCode: 400, message: RECONCILE_MSG.tooManyLines });
    expect(spent.rows).toBe(1);
  });

  it('refuses a CSV file of more lines than a statement holds after parsing at most the row limit', async () => {
    const bytes = Buffer.from(`${HEADER.join(',')}\n${'1,2,3\n'.repeat(800_000)}`);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const spent = cost();
    const err = await refusal({ fileName: 'statement.csv', bytes }, spent);
    expect(err).toMatchObject({ statusCode: 400, message: RECONCILE_MSG.tooManyLines });
    expect(spent.rows).toBeLessThanOrEqual(MAX_SHEET_ROWS + 1);
  });

  it('reads a workbook at the limit, and one without shared strings or styles (inline text)', async () => {
    const count = MAX_SHEET_ROWS - 1;
    const spent = cost();
    const rows = await readSpreadsheetFile({ fileName: 'statement.xlsx', bytes: xlsxOf(sheetXml(HEADER, count, line)) }, spent);
    expect(rows).toHaveLength(count + 1);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[count]).toEqual([String(100_000 + count + 1), 1500, today]);
    expect(spent.rows).toBe(count + 1);
  }, 60_000);

  it('refuses a damaged archive as unreadable', async () => {
    const bytes = xlsxOf(sheetXml(HEADER, 3, line));
    const cut = bytes.subarray(0, bytes.length - 30);
    expect(await upload('statement.xlsx', cut)).toEqual({ status: 400, msg: RECONCILE_MSG.unreadable });
    const corrupt = Buffer.from(bytes);
    // Bytes of the sheet's deflated data overwritten.
    const at = bytes.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length + 4;
    corrupt.fill(0xff, at, at + 20);
    expect((await upload('statement.xlsx', corrupt)).status).toBe(400);
  });
});
