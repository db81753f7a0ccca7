import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { inArray, sql } from 'drizzle-orm';
import {
  IMPORT_BATCH_ROWS,
  IMPORT_COLUMNS,
  IMPORT_MSG,
  IMPORT_REQUIRED_COLUMNS,
  type ImportAcceptedRow,
  type ImportRejectedRow,
  isFormulaText,
  optionalEmailSchema,
  M,
  type Message,
  ROLE,
  reasonFields,
  uncoded,
  rejectedRowCount,
} from '@portal/domain';
import type { Db, DbOrTx } from '../db/client.js';
import { accounts, majors, students } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { studentIdentity } from '../db/academics.js';
import { audit } from '../lib/audit.js';
import { COMMAND_LINE } from './accounts.js';

/** One row of a students file: header NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP,EMAIL (the last five may be empty or absent). */
const RowSchema = z.object({
  NM: z.string().trim().min(3, 'NM (name) is required'),
  F_NM: z.string().trim().default(''),
  MAJ_ID: z.coerce.number({ error: 'MAJ_ID must be a number' }).int(),
  YEAR: z.coerce.number({ error: 'YEAR must be a number' }).int().min(2000, 'YEAR is out of range').max(2100, 'YEAR is out of range'),
  RN: z.coerce.number({ error: 'RN must be a number' }).int().positive('RN must be positive'),
  PH1: z.string().trim().regex(/^\d{0,11}$/, 'PH1 must be up to 11 digits').default(''),
  F_CONTACT: z.string().trim().regex(/^\d{0,11}$/, 'F_CONTACT must be up to 11 digits').default(''),
  ADD1: z.string().trim().default(''),
  B_GROUP: z.string().trim().regex(/^((A|B|AB|O)[+-])?$/, 'B_GROUP must be like A+ or O-').default(''),
  /** Where notifications are mailed. */
  EMAIL: optionalEmailSchema('EMAIL must be a valid email address').default(''),
});

/** A row of a students file with its line (the header is line 1); a cell is text, or `{ formula }` from a workbook. */
export interface SourceRow {
  line: number;
  cells: Record<string, string | { formula: string }>;
}

type NewStudent = typeof students.$inferInsert & { ROLNO: string; NM: string };

/** What checking a file found: rows to write, rows already there as in the file, rows refused. */
export interface CheckedRows {
  rows: number;
  accepted: (ImportAcceptedRow & { insert: NewStudent })[];
  unchanged: ImportAcceptedRow[];
  rejected: ImportRejectedRow[];
}

/** The rows of a CSV text, each with its line; refuses a header lacking a required column. */
export function csvRows(csv: string): SourceRow[] {
  const records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true }) as { record: Record<string, string>; info: { lines: number } }[];
  const rows = records.map((r) => ({ line: r.info.lines, cells: r.record }));
  requireColumns(rows.length ? Object.keys(rows[0].cells) : []);
  return rows;
}

/** A header lacking required columns (its message names them and the expected header). */
export class MissingColumnsError extends Error {
  constructor(readonly missing: string[]) {
    super(IMPORT_MSG.missingColumns(missing.join(', ')));
  }
}

/** Throws a MissingColumnsError when the header lacks a required column. */
export function requireColumns(header: readonly string[]) {
  const missing = header.length ? IMPORT_REQUIRED_COLUMNS.filter((c) => !header.includes(c)) : [];
  if (missing.length) throw new MissingColumnsError(missing);
}

/** Why a row is rejected: the import's own reasons with their code and arguments, a field check's words (zod's) alone. */
const rejection = (m: Message) => (m.code ? reasonFields(m) : { reason: m.text });

/**
 * Checks every row with the import's rules (columns, programme, duplicates in the file, roll numbers
 * already taken) without writing. A row whose roll number exists with the same name is unchanged (the
 * same file imported again changes nothing); with another name it is refused.
 */
export async function checkStudentRows(db: DbOrTx, source: readonly SourceRow[], currentYear = new Date().getFullYear()): Promise<CheckedRows> {
  const majorById = new Map((await db.select().from(majors)).map((m) => [m.MAJ_ID, m]));
  const out: CheckedRows = { rows: source.length, accepted: [], unchanged: [], rejected: [] };
  const seen = new Set<string>();
  for (let i = 0; i < source.length; i += IMPORT_BATCH_ROWS) {
    const valid: (ImportAcceptedRow & { insert: NewStudent })[] = [];
    for (const { line, cells } of source.slice(i, i + IMPORT_BATCH_ROWS)) {
      const refuse = (field: string, m: Message) => out.rejected.push({ line, field, ...rejection(m) });
      const formula = IMPORT_COLUMNS.find((c) => {
        const v = cells[c];
        return v != null && (typeof v === 'object' || isFormulaText(v));
      });
      if (formula) {
        refuse(formula, M.studentImport.formulaIn(formula));
        continue;
      }
      const parsed = RowSchema.safeParse(cells);
      if (!parsed.success) {
        // Every field the row gets wrong, once each (a bad blood group must not hide a bad e-mail).
        const fields = new Set<string>();
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (fields.has(field)) continue;
          fields.add(field);
          refuse(field, uncoded(issue.message));
        }
        continue;
      }
      const r = parsed.data;
      const major = majorById.get(r.MAJ_ID);
      if (!major) {
        refuse('MAJ_ID', M.studentImport.unknownProgramme(r.MAJ_ID));
        continue;
      }
      const id = studentIdentity(major, r.YEAR, r.RN, currentYear);
      if (seen.has(id.ROLNO)) {
        refuse('RN', M.studentImport.rollNumberTwice(id.ROLNO));
        continue;
      }
      seen.add(id.ROLNO);
      const insert = { ...r, EMAIL: r.EMAIL || null, ...id, C_CODE: major.C_CODE, D_ID: major.D_ID, F_NO: major.C_CODE === 1 ? `F${r.YEAR}${String(r.RN).padStart(5, '0')}` : null };
      valid.push({ line, ROLNO: id.ROLNO, NM: r.NM, insert });
    }
    if (!valid.length) continue;
    // Taken roll numbers, and taken seats (programme level, session, programme, number) joined against the
    // batch's list: each an index lookup (an OR of 500 seat conditions took seconds per batch).
    const seats = sql.join(
      valid.map((v) => sql`(${v.insert.C_CODE}::int, ${v.insert.SE_ID}::int, ${v.insert.MAJ_ID}::int, ${v.insert.RN}::int)`),
      sql`, `,
    );
    const columns = { ROLNO: students.ROLNO, NM: students.NM, C_CODE: students.C_CODE, SE_ID: students.SE_ID, MAJ_ID: students.MAJ_ID, RN: students.RN };
    const [byRollNumber, bySeatRows] = await Promise.all([
      db.select(columns).from(students).where(inArray(students.ROLNO, valid.map((v) => v.ROLNO))),
      db
        .select(columns)
        .from(students)
        .innerJoin(sql`(values ${seats}) as seat(c_code, se_id, maj_id, rn)`, sql`${students.C_CODE} = seat.c_code and ${students.SE_ID} = seat.se_id and ${students.MAJ_ID} = seat.maj_id and ${students.RN} = seat.rn`),
    ]);
    const existing = [...byRollNumber, ...bySeatRows];
    const byRoll = new Map(existing.map((e) => [e.ROLNO, e]));
    const bySeat = new Set(existing.map((e) => `${e.C_CODE}/${e.SE_ID}/${e.MAJ_ID}/${e.RN}`));
    for (const v of valid) {
      const there = byRoll.get(v.ROLNO);
      if (there && there.NM === v.NM) out.unchanged.push({ line: v.line, ROLNO: v.ROLNO, NM: v.NM });
      else if (there || bySeat.has(`${v.insert.C_CODE}/${v.insert.SE_ID}/${v.insert.MAJ_ID}/${v.insert.RN}`)) out.rejected.push({ line: v.line, field: 'RN', ...rejection(M.studentImport.rollNumberTaken(v.ROLNO)) });
      else out.accepted.push(v);
    }
  }
  out.rejected.sort((a, b) => a.line - b.line);
  return out;
}

/**
 * Writes the accepted students and their login accounts (username = roll number, the first password
 * given) in the transaction `tx`, a batch at a time; `progress` hears the rows written after each batch.
 */
export async function writeStudents(tx: DbOrTx, rows: CheckedRows['accepted'], passwordHash: string, progress: (done: number, total: number) => void = () => {}): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += IMPORT_BATCH_ROWS) {
    const made = await tx
      .insert(students)
      .values(rows.slice(i, i + IMPORT_BATCH_ROWS).map((r) => r.insert))
      .returning({ ID: students.ID, ROLNO: students.ROLNO, NM: students.NM });
    await tx.insert(accounts).values(made.map((s) => ({ USERNAME: s.ROLNO, NM: s.NM, ROLE: ROLE.STUDENT, STUDENT_ID: s.ID, PASSWORD_HASH: passwordHash })));
    written += made.length;
    progress(written, rows.length);
  }
  return written;
}

export interface ImportReport {
  imported: number;
  rejected: { line: number; reason: string }[];
}

/**
 * The command line's import: the students of a CSV text and their login accounts; the valid rows are
 * written and the rejected ones reported by line (a row already imported as it is is neither).
 */
export async function importStudents(db: Db, csv: string, password: string | undefined, progress: (done: number, total: number) => void = () => {}): Promise<ImportReport> {
  if (!password || password.length < 8) throw new Error(IMPORT_MSG.password);
  const checked = await checkStudentRows(db, csvRows(csv));
  const hash = await hashPassword(password);
  const imported = await db.transaction(async (tx) => {
    const n = await writeStudents(tx, checked.accepted, hash, progress);
    if (n) {
      await audit(tx, COMMAND_LINE, {
        entity: 'student_import',
        entityId: 'command line',
        action: 'import',
        after: { imported: n, rejected: rejectedRowCount(checked.rejected), unchanged: checked.unchanged.length, rollNumbers: checked.accepted.map((a) => a.ROLNO) },
      });
    }
    return n;
  });
  return { imported, rejected: checked.rejected.map(({ line, reason }) => ({ line, reason })) };
}
