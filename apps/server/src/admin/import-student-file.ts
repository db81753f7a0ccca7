import { IMPORT_COLUMNS, IMPORT_LISTED_ROWS, M, type Message, RECONCILE_MSG, rejectedRowCount, type SessionUser, type StudentImportReport } from '@portal/domain';
import type { Db } from '../db/client.js';
import { audit } from '../lib/audit.js';
import { AppError, badRequest } from '../lib/errors.js';
import { hashPassword } from '../lib/passwords.js';
import { readSpreadsheetFile } from '../lib/spreadsheet-file.js';
import { checkStudentRows, MissingColumnsError, requireColumns, type SourceRow, writeStudents } from './import-students.js';

/** The spreadsheet reader's refusals, in the words of a students file. */
const READER_REFUSALS = new Map<string, Message>([
  [RECONCILE_MSG.unreadable, M.studentImport.unreadable],
  [RECONCILE_MSG.wrongType, M.studentImport.wrongType],
  [RECONCILE_MSG.empty, M.studentImport.empty],
  [RECONCILE_MSG.tooManyLines, M.studentImport.tooManyRows],
  [RECONCILE_MSG.unpackedTooLarge, M.studentImport.unpackedTooLarge],
]);

/** A workbook cell as the text the CSV would hold; a formula stays a formula (it is refused by the checks). */
function cellText(v: unknown): string | { formula: string } {
  if (v == null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v !== 'object') return String(v);
  const o = v as { formula?: string; sharedFormula?: string; richText?: { text: string }[]; text?: string; error?: string };
  if (o.formula || o.sharedFormula) return { formula: o.formula ?? o.sharedFormula ?? '' };
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if (o.text != null) return String(o.text);
  return o.error ?? '';
}

/**
 * The rows of a students file: a CSV text or the first sheet of an .xlsx workbook, through the same reader
 * and limits as the bank statements — rows (a CSV as much as a workbook) and unpacked size capped before the
 * rest of the file is held, so a huge upload neither fills the memory nor holds up other requests. A NUL byte
 * is refused: a text file does not hold one.
 */
export async function readStudentFile(file: { fileName: string; bytes: Buffer }): Promise<SourceRow[]> {
  const isZip = file.bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (!isZip && file.bytes.includes(0)) throw badRequest(M.studentImport.nulByte);
  let grid: unknown[][];
  try {
    grid = await readSpreadsheetFile(file);
  } catch (e) {
    if (e instanceof AppError) throw badRequest(READER_REFUSALS.get(e.message) ?? M.studentImport.unreadable);
    throw e;
  }
  const headerAt = grid.findIndex((r) => r.some((c) => cellText(c) !== ''));
  if (headerAt < 0) throw badRequest(M.studentImport.empty);
  const header = grid[headerAt].map((c) => String(cellText(c)).trim());
  try {
    requireColumns(header);
  } catch (e) {
    if (e instanceof MissingColumnsError) throw badRequest(M.studentImport.missingColumns(e.missing.join(', ')));
    throw e;
  }
  const rows: SourceRow[] = [];
  for (let i = headerAt + 1; i < grid.length; i++) {
    const cells = grid[i].map(cellText);
    if (cells.every((c) => c === '')) continue;
    const record: SourceRow['cells'] = {};
    header.forEach((h, j) => {
      if ((IMPORT_COLUMNS as readonly string[]).includes(h)) record[h] = cells[j] ?? '';
    });
    rows.push({ line: i + 1, cells: record });
  }
  return rows;
}

/**
 * The administrator's import of a students file. A dry run checks and writes nothing. Otherwise the
 * accepted rows are written in one transaction — but only when no row is rejected, unless `importValid`
 * — and the import is audited with the roll numbers made.
 */
export async function importStudentFile(
  db: Db,
  actor: SessionUser,
  file: { fileName: string; bytes: Buffer },
  o: { dryRun: boolean; importValid: boolean; password?: string },
): Promise<{ said: Message; report: StudentImportReport }> {
  if (!o.dryRun && (!o.password || o.password.length < 8)) throw badRequest(M.studentImport.password);
  const source = await readStudentFile(file);
  if (!source.length) throw badRequest(M.studentImport.empty);
  const checked = await checkStudentRows(db, source);
  const report = (imported: number): StudentImportReport => ({
    dryRun: o.dryRun,
    rows: checked.rows,
    acceptedCount: checked.accepted.length,
    accepted: checked.accepted.slice(0, IMPORT_LISTED_ROWS).map(({ line, ROLNO, NM }) => ({ line, ROLNO, NM })),
    unchangedCount: checked.unchanged.length,
    rejected: checked.rejected,
    imported,
  });
  if (o.dryRun) return { said: M.studentImport.checked, report: report(0) };
  if (checked.rejected.length && !o.importValid) throw badRequest(M.studentImport.rejectedRows(rejectedRowCount(checked.rejected)));
  const hash = await hashPassword(o.password!);
  const imported = await db.transaction(async (tx) => {
    const n = await writeStudents(tx, checked.accepted, hash);
    if (n) {
      await audit(tx, actor, {
        entity: 'student_import',
        entityId: file.fileName || 'students file',
        action: 'import',
        after: { imported: n, rejected: rejectedRowCount(checked.rejected), unchanged: checked.unchanged.length, rollNumbers: checked.accepted.map((a) => a.ROLNO) },
      });
    }
    return n;
  });
  return { said: M.studentImport.imported(imported), report: report(imported) };
}
