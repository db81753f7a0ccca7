import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { IMPORT_MSG, MAX_IMPORT_BYTES, type SessionUser } from '@portal/domain';
import type { TestApp } from '../../test/app.js';
import { createAdminTestApp } from '../../test/admin-helpers.js';
import { multipart } from '../../test/multipart.js';
import { accounts, auditLog, students } from '../../db/schema/index.js';
import { MAX_SHEET_ROWS } from '../../lib/spreadsheet-file.js';

let t: TestApp;
let admin: SessionUser;
let staff: SessionUser;
let student: SessionUser;

const HEADER = 'NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP,EMAIL';
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\n'));
const GOOD = ['Sara Ahmed,Ahmed Ali,11,2024,601,03001112223,,Lahore,A+,', 'Bilal Khan,Khan Sahib,12,2024,602,,,,,bilal@example.com'];
const send = async (bytes: Buffer | null, fields: Record<string, string>, as: SessionUser | null = admin, name = 'students.csv') => {
  const form = multipart(fields, bytes ? { name, bytes, type: 'text/csv' } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/students/import',
    payload: form.payload,
    headers: { ...form.headers, ...(as ? await t.auth(as) : {}) },
  });
};
const imported = async () => (await t.db.select({ n: count() }).from(students).where(like(students.ROLNO, '06%')))[0].n;

beforeAll(async () => {
  ({ t, admin, staff, student } = await createAdminTestApp({ staff: { it: true } }));
});
afterAll(() => t.close());

describe('POST /api/admin/students/import', () => {
  it('401 without a token, 403 for staff and students; nothing written', async () => {
    expect((await send(csv(...GOOD), { dryRun: 'false', password: 'Welcome@123' }, null)).statusCode).toBe(401);
    expect((await send(csv(...GOOD), { dryRun: 'false', password: 'Welcome@123' }, staff)).statusCode).toBe(403);
    expect((await send(csv(...GOOD), { dryRun: 'false', password: 'Welcome@123' }, student)).statusCode).toBe(403);
    expect(await imported()).toBe(0);
  });

  it('a dry run lists accepted rows and each rejected row with line, field and reason, and writes nothing', async () => {
    const res = await send(csv(...GOOD, 'Hina Raza,Raza,11,2024,603,,,Lahore,Q+,', '=1+2,Father,11,2024,604,,,,,'), { dryRun: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      dryRun: true,
      rows: 4,
      acceptedCount: 2,
      accepted: [
        { line: 2, ROLNO: '0601-BSCS-24', NM: 'Sara Ahmed' },
        { line: 3, ROLNO: '0602-BSIT-24', NM: 'Bilal Khan' },
      ],
      rejected: [
        { line: 4, field: 'B_GROUP', reason: 'B_GROUP must be like A+ or O-' },
        { line: 5, field: 'NM', reason: IMPORT_MSG.formulaIn('NM'), msgCode: 'studentImport.formulaIn', msgArgs: ['NM'] },
      ],
      imported: 0,
    });
    // A field check's words have no code of their own (the screen looks them up); the import's own reasons do.
    expect(res.json().data.rejected[0]).not.toHaveProperty('msgCode');
    expect(await imported()).toBe(0);
  });

  it('lists every field a row gets wrong (a bad blood group does not hide a bad e-mail), counting the row once', async () => {
    const res = await send(csv(...GOOD, 'Hina Raza,Raza,11,2024,603,,,Lahore,Q+,not-an-email'), { dryRun: 'false', password: 'Welcome@123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(IMPORT_MSG.rejectedRows(1));
    const checked = await send(csv(...GOOD, 'Hina Raza,Raza,11,2024,603,,,Lahore,Q+,not-an-email'), { dryRun: 'true' });
    expect(checked.json().data.rejected.map((r: { line: number; field: string }) => `${r.line} ${r.field}`)).toEqual(['4 B_GROUP', '4 EMAIL']);
    expect(await imported()).toBe(0);
  });

  it('holds a CSV to the same row limit as a workbook, refusing it before reading the rest', async () => {
    const rows = Array.from({ length: MAX_SHEET_ROWS + 50 }, (_, i) => `Student ${i},Father,11,2024,${1000 + i},,,,,`);
    const res = await send(csv(...rows), { dryRun: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(IMPORT_MSG.tooManyRows);
    expect(await imported()).toBe(0);
  });

  it('refuses a file with a rejected row unless the valid rows are chosen; then imports them, audited', async () => {
    const file = csv(...GOOD, 'Hina Raza,Raza,999,2024,603,,,,,');
    const refused = await send(file, { dryRun: 'false', password: 'Welcome@123' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(IMPORT_MSG.rejectedRows(1));
    expect(await imported()).toBe(0);

    const res = await send(file, { dryRun: 'false', importValid: 'true', password: 'Welcome@123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: '2 students imported.',
      data: { imported: 2, rejected: [{ line: 4, field: 'MAJ_ID', reason: 'unknown MAJ_ID 999', msgCode: 'studentImport.unknownProgramme', msgArgs: ['999'] }] },
    });
    expect(await imported()).toBe(2);
    const [acc] = await t.db.select().from(accounts).where(eq(accounts.USERNAME, '0601-BSCS-24'));
    expect(acc).toBeDefined();
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.ENTITY, 'student_import'));
    expect(entry).toMatchObject({
      ACTION: 'import',
      ACTOR_ID: admin.ID,
      AFTER: expect.objectContaining({ imported: 2, rollNumbers: ['0601-BSCS-24', '0602-BSIT-24'] }),
    });

    // The same file again changes nothing: its rows are there as they are.
    const again = await send(csv(...GOOD), { dryRun: 'false', password: 'Welcome@123' });
    expect(again.json().data).toMatchObject({ imported: 0, unchangedCount: 2, acceptedCount: 0, rejected: [] });
    expect(await imported()).toBe(2);

    // A roll number held by another name, or twice in the file, is refused with its code and the roll number.
    const clash = await send(csv(GOOD[0].replace('Sara Ahmed', 'Sara Khan'), 'Ali Raza,Raza,11,2024,605,,,,,', 'Ali Raza,Raza,11,2024,605,,,,,'), { dryRun: 'true' });
    expect(clash.json().data.rejected).toEqual([
      { line: 2, field: 'RN', reason: 'roll number 0601-BSCS-24 already exists', msgCode: 'studentImport.rollNumberTaken', msgArgs: ['0601-BSCS-24'] },
      { line: 4, field: 'RN', reason: 'roll number 0605-BSCS-24 appears twice in the file', msgCode: 'studentImport.rollNumberTwice', msgArgs: ['0605-BSCS-24'] },
    ]);
  });

  it('reads an .xlsx workbook the same way, and refuses a formula cell in it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Students');
    sheet.addRow(HEADER.split(','));
    sheet.addRow(['Usman Tariq', 'Tariq', 11, 2024, 611, '03001234567', '', 'Lahore', 'B+', '']);
    sheet.addRow(['Ayesha Noor', 'Noor', 11, 2024, 612, '', '', '', '', '']);
    sheet.getCell('A3').value = { formula: 'CONCAT("A","B")', result: 'AB' } as never;
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await send(bytes, { dryRun: 'true' }, admin, 'students.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      acceptedCount: 1,
      accepted: [{ line: 2, ROLNO: '0611-BSCS-24' }],
      rejected: [{ line: 3, field: 'NM', reason: IMPORT_MSG.formulaIn('NM'), msgCode: 'studentImport.formulaIn' }],
    });
  });

  it.each([
    ['a NUL character', Buffer.concat([csv(...GOOD), Buffer.from([0]), Buffer.from('x')]), { dryRun: 'true' }, IMPORT_MSG.nulByte],
    ['a header without the required columns', Buffer.from('ROLNO,NAME\nx,y\n'), { dryRun: 'true' }, IMPORT_MSG.missingColumns('NM, MAJ_ID, YEAR, RN')],
    ['no file', null, { dryRun: 'true' }, IMPORT_MSG.noFile],
    ['a short first password', csv(...GOOD), { dryRun: 'false', password: 'short' }, IMPORT_MSG.password],
    ['a dryRun that is not true or false', csv(...GOOD), { dryRun: 'maybe' }, 'dryRun must be true or false'],
  ])('refuses %s with a clear message and writes nothing', async (_, bytes, fields, msg) => {
    const before = await imported();
    const res = await send(bytes as Buffer | null, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
    expect(await imported()).toBe(before);
  });

  it('checks and imports a file of 10,000 students in one request', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `Bulk Student ${i},Father,95,2022,${i + 1},,,,,`);
    const file = csv(...rows);
    const started = Date.now();
    const res = await send(file, { dryRun: 'false', password: 'Welcome@123' });
    const seconds = (Date.now() - started) / 1000;
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 10_000, acceptedCount: 10_000, imported: 10_000, rejected: [] });
    expect(res.json().data.accepted).toHaveLength(1000);
    const [{ n }] = await t.db.select({ n: count() }).from(students).where(like(students.ROLNO, '%-BSPSY-22'));
    expect(n).toBe(10_000);
    console.info(`10,000 students checked and imported in ${seconds.toFixed(1)} s`);
  }, 120_000);

  it('refuses a 50 MB file with the size message', async () => {
    const big = Buffer.concat([csv(...GOOD), Buffer.alloc(50 * 1024 * 1024, 0x41)]);
    expect(big.length).toBeGreaterThan(MAX_IMPORT_BYTES);
    const res = await send(big, { dryRun: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(IMPORT_MSG.tooLarge);
  });
});
