import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCsv, buildXlsx, type CsvColumn, DEPT, reconcileReportCsv } from '@portal/domain';
import type { TestApp } from '../../test/app.js';
import { type CallAs, createAdminTestApp } from '../../test/admin-helpers.js';
import { findSoffice, type ReadCell, readWithSpreadsheet } from '../../test/spreadsheet-reader.js';
import { auditLog } from '../../db/schema/index.js';
import { audit } from '../../lib/audit.js';

/**
 * Every export opened by LibreOffice Calc as a person opens it, then compared cell by cell: identifiers keep
 * their leading zeros and plus sign, fractions stay fractions, Urdu stays Urdu, numbers stay numbers. The
 * lists' exports are built in the browser by the same `buildCsv` as the server's, so a list's columns
 * with the values that trouble spreadsheets stand in for every list.
 */
const soffice = findSoffice();
if (!soffice && process.env.CI) throw new Error('LibreOffice (soffice) is missing: the CI script installs libreoffice-calc-nogui');
if (!soffice) console.warn('Skipping the spreadsheet tests of the exports: LibreOffice (soffice) is not installed (apt-get install libreoffice-calc-nogui)');

const URDU_NAME = 'عائشہ صدیقی';
const URDU_ADDRESS = 'مکان نمبر ۵۱۳، گلی ۲۸، گلبرگ، لاہور';

interface ListRow {
  name: string;
  phone: string;
  cnic: string;
  dashedCnic: string;
  international: string;
  progress: string;
  month: string;
  amount: number;
  email: string;
  address: string;
}
const LIST_ROWS: ListRow[] = [
  {
    name: URDU_NAME,
    phone: '03001234569',
    cnic: '0520212345671',
    dashedCnic: '35202-1234567-1',
    international: '+923001234567',
    progress: '2/6',
    month: 'Jan-26',
    amount: 18000,
    email: '=HYPERLINK("http://evil.example","x")@e.com',
    address: URDU_ADDRESS,
  },
  {
    name: 'Ali, Raza "Jr"',
    phone: '0423 1234567',
    cnic: '00001',
    dashedCnic: '1-2',
    international: '(12)',
    progress: '12/12',
    month: '0.10',
    amount: 0,
    email: 'ali@uni.edu.pk',
    address: '',
  },
];
const LIST_COLUMNS: CsvColumn<ListRow>[] = [
  { title: 'Sr. No', value: (_r, i) => i + 1 },
  ...(Object.keys(LIST_ROWS[0]) as (keyof ListRow)[]).map((k) => ({ title: k, value: (r: ListRow) => r[k] })),
];

/** What a list's row must read as: its serial number and the amount as numbers, every other cell as text. */
const expectedListRow = (r: ListRow, i: number): ReadCell[] => [
  { text: String(i + 1), isText: false },
  ...(Object.keys(r) as (keyof ListRow)[]).map((k) =>
    k === 'amount' ? { text: String(r[k]), isText: false } : { text: k === 'email' && r[k].startsWith('=') ? `'${r[k]}` : String(r[k]), isText: r[k] !== '' },
  ),
];

const ENTRY = { ID: 1, CHALLAN_ID: '0012345', AMOUNT: 18000, DATE_PAID: '2026-11-20', BAL: 18000, KIND: 'card' as const, STD_ROLLNO: '0801-BSCS-24', STD_NAME: URDU_NAME, DES: 'Card fee 1/2' };

let t: TestApp;
let call: CallAs;
let admin: Parameters<CallAs>[2];
let read: Record<string, ReadCell[][]> = {};
let auditCsv: Buffer;
let auditXlsx: { type: string | undefined; disposition: string | undefined };

beforeAll(async () => {
  if (!soffice) return;
  ({ t, admin, call } = await createAdminTestApp({ admin: 'export-admin', staffDept: DEPT.MAIN_LIBRARY, staff: { username: 'export-librarian' } }));
  await t.db.delete(auditLog);
  await audit(t.db, admin, { entity: 'event_registration', entityId: '03001234569', action: 'create', after: { NAME: URDU_NAME, PHONE: '03001234569' } });
  auditCsv = (await call('GET', '/api/admin/audit/export?entity=event_registration', admin)).rawPayload;
  const xlsx = await call('GET', '/api/admin/audit/export?entity=event_registration&format=xlsx', admin);
  auditXlsx = { type: xlsx.headers['content-type'] as string | undefined, disposition: xlsx.headers['content-disposition'] as string | undefined };
  const { ID: _, ...line } = ENTRY;
  const recorded = { matched: [{ ...line, LINE: 2 }], amountDiffers: [], alreadyPaid: [], unknown: [], duplicate: [], committed: 1 };
  read = readWithSpreadsheet(soffice, {
    'list.csv': buildCsv(LIST_COLUMNS, LIST_ROWS),
    'audit.csv': auditCsv,
    'reconciliation.csv': reconcileReportCsv(recorded),
    'list-workbook.xlsx': Buffer.from(buildXlsx(LIST_COLUMNS, LIST_ROWS)),
    'audit-workbook.xlsx': xlsx.rawPayload,
  });
}, 120_000);
afterAll(() => t?.close());

describe.skipIf(!soffice)('exports opened in LibreOffice Calc', () => {
  it("a list's CSV: identifiers and fractions as text with their zeros and signs, Urdu intact, numbers as numbers", () => {
    const rows = read['list.csv'];
    expect(rows[0].map((c) => c.text)).toEqual(LIST_COLUMNS.map((c) => c.title));
    expect(rows.slice(1)).toEqual(LIST_ROWS.map(expectedListRow));
  });

  it("a list's .xlsx: the same cells, typed (text as text, numbers as numbers)", () => {
    const rows = read['list-workbook.xlsx'];
    expect(rows[0].map((c) => c.text)).toEqual(LIST_COLUMNS.map((c) => c.title));
    expect(rows.slice(1)).toEqual(LIST_ROWS.map(expectedListRow));
  });

  it('the audit export as .xlsx: the time a date, the identifier text with its zero, the Urdu intact', () => {
    expect(auditXlsx.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(auditXlsx.disposition).toMatch(/filename="audit-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [header, row] = read['audit-workbook.xlsx'];
    expect(header.map((c) => c.text)).toEqual(['AT', 'ACTOR_NAME', 'ENTITY', 'ENTITY_ID', 'ACTION', 'BEFORE', 'AFTER']);
    expect(row[0].isText).toBe(false);
    expect(row[3]).toEqual({ text: '03001234569', isText: true });
    expect(JSON.parse(row[6].text)).toEqual({ NAME: URDU_NAME, PHONE: '03001234569' });
  });

  it('every CSV starts with the byte-order mark (Excel reads the Urdu as UTF-8), the audit export included', () => {
    expect(buildCsv(LIST_COLUMNS, LIST_ROWS).startsWith('\uFEFF')).toBe(true);
    expect(auditCsv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("the audit CSV: a record's identifier keeps its leading zero, the Urdu of the change is intact", () => {
    const [header, row] = read['audit.csv'];
    expect(header.map((c) => c.text)).toEqual(['AT', 'ACTOR_NAME', 'ENTITY', 'ENTITY_ID', 'ACTION', 'BEFORE', 'AFTER']);
    expect(row[3]).toEqual({ text: '03001234569', isText: true });
    expect(JSON.parse(row[6].text)).toEqual({ NAME: URDU_NAME, PHONE: '03001234569' });
  });

  it('the reconciliation report after recording says the payment was recorded; the challan number keeps its zeros', () => {
    const [header, row] = read['reconciliation.csv'];
    expect(header[1].text).toBe('Outcome');
    expect(row[1].text).toBe('Recorded as paid');
    expect(row[2]).toEqual({ text: '0012345', isText: true });
    expect(row[3]).toEqual({ text: '18000', isText: false });
    expect(row[7]).toEqual({ text: '0801-BSCS-24', isText: true });
    expect(row[8].text).toBe(URDU_NAME);
    expect(row[9].text).toBe('Card fee 1/2');
  });
});
