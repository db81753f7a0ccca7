import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { inArray, or, and, eq } from 'drizzle-orm';
import { ROLE } from '@portal/domain';
import type { Db } from '../db/client.js';
import { accounts, majors, students } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { studentIdentity } from '../db/academics.js';

/** One CSV row: header NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP,EMAIL (the last five may be empty or absent). */
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
  EMAIL: z
    .string()
    .trim()
    .max(254, 'EMAIL must be a valid email address')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'EMAIL must be a valid email address')
    .default(''),
});

const REQUIRED_COLUMNS = ['NM', 'MAJ_ID', 'YEAR', 'RN'] as const;

export interface ImportReport {
  imported: number;
  rejected: { line: number; reason: string }[];
}

/**
 * Imports students (and their login accounts, username = roll number) from the text of a CSV file;
 * `progress` hears the rows done after each batch.
 */
export async function importStudents(db: Db, csv: string, password: string | undefined, progress: (done: number, total: number) => void = () => {}): Promise<ImportReport> {
  if (!password || password.length < 8) throw new Error('A first password of at least 8 characters is required for the imported students.');
  const records = parse(csv, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const missing = records.length ? REQUIRED_COLUMNS.filter((c) => !(c in records[0])) : [];
  if (missing.length) throw new Error(`The CSV header lacks ${missing.join(', ')} (header: ${Object.keys(RowSchema.shape).join(',')}).`);
  const majorById = new Map((await db.select().from(majors)).map((m) => [m.MAJ_ID, m]));
  const currentYear = new Date().getFullYear();
  const report: ImportReport = { imported: 0, rejected: [] };
  const hash = await hashPassword(password);
  const BATCH = 500;
  for (let i = 0; i < records.length; i += BATCH) {
    const valid: (typeof students.$inferInsert)[] = [];
    const seen = new Set<string>();
    const lineOf = new Map<string, number>();
    records.slice(i, i + BATCH).forEach((rec, j) => {
      const line = i + j + 2; // header is line 1
      const parsed = RowSchema.safeParse(rec);
      if (!parsed.success) {
        report.rejected.push({ line, reason: parsed.error.issues[0].message });
        return;
      }
      const r = parsed.data;
      const major = majorById.get(r.MAJ_ID);
      if (!major) {
        report.rejected.push({ line, reason: `unknown MAJ_ID ${r.MAJ_ID}` });
        return;
      }
      const id = studentIdentity(major, r.YEAR, r.RN, currentYear);
      if (seen.has(id.ROLNO)) {
        report.rejected.push({ line, reason: `roll number ${id.ROLNO} appears twice in the file` });
        return;
      }
      seen.add(id.ROLNO);
      lineOf.set(id.ROLNO, line);
      valid.push({ ...r, EMAIL: r.EMAIL || null, ...id, C_CODE: major.C_CODE, D_ID: major.D_ID, F_NO: major.C_CODE === 1 ? `F${r.YEAR}${String(r.RN).padStart(5, '0')}` : null });
    });
    if (valid.length) {
      const existing = await db
        .select({ ROLNO: students.ROLNO })
        .from(students)
        .where(or(inArray(students.ROLNO, valid.map((v) => v.ROLNO)), ...valid.map((v) => and(eq(students.C_CODE, v.C_CODE), eq(students.SE_ID, v.SE_ID), eq(students.MAJ_ID, v.MAJ_ID), eq(students.RN, v.RN)))));
      const taken = new Set(existing.map((e) => e.ROLNO));
      const fresh = valid.filter((v) => {
        if (!taken.has(v.ROLNO)) return true;
        report.rejected.push({ line: lineOf.get(v.ROLNO!)!, reason: `roll number ${v.ROLNO} already exists` });
        return false;
      });
      if (fresh.length) {
        await db.transaction(async (tx) => {
          const made = await tx.insert(students).values(fresh).returning({ ID: students.ID, ROLNO: students.ROLNO, NM: students.NM });
          await tx.insert(accounts).values(made.map((s) => ({ USERNAME: s.ROLNO, NM: s.NM, ROLE: ROLE.STUDENT, STUDENT_ID: s.ID, PASSWORD_HASH: hash })));
          report.imported += made.length;
        });
      }
    }
    progress(Math.min(i + BATCH, records.length), records.length);
  }
  return report;
}
