import { z } from 'zod';
import { CodedReasonSchema } from '../answers.js';
import { neutraliseCell } from '../spreadsheet.js';

/** The largest student file taken (10,000 students make about 1.5 MB of CSV; a 50 MB file is refused). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Rows of a student file checked and written per step (the progress the command line reports). */
export const IMPORT_BATCH_ROWS = 500;
/** Accepted rows listed in the answer at most (the counts are always whole). */
export const IMPORT_LISTED_ROWS = 1000;

export const IMPORT_REQUIRED_COLUMNS = ['NM', 'MAJ_ID', 'YEAR', 'RN'] as const;

/** Whether a cell's text would run as a formula in a spreadsheet (=, +, -, @ before anything but a number). */
export const isFormulaText = (text: string) => neutraliseCell(text) !== text && !/^[\t\r]/.test(text);

const flag = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((v) => v === 'true');

/** The text fields of `POST /api/admin/students/import` (multipart, beside the file). */
export const StudentImportFieldsSchema = z.object({
  dryRun: flag('dryRun').default(true),
  /** Write the accepted rows even when some are rejected. */
  importValid: flag('importValid').default(false),
  /** The first password of the imported students' accounts (not needed for a dry run). */
  password: z.string().max(128).optional(),
});

/** A rejected row: its line and field, and why (a coded reason when the import decided it; a field check's words alone, without a code). */
export const ImportRejectedRowSchema = CodedReasonSchema.partial({ msgCode: true }).extend({ line: z.number().int(), field: z.string() });
export type ImportRejectedRow = z.infer<typeof ImportRejectedRowSchema>;
/** Every field a row gets wrong is listed (one entry each): how many rows that is. */
export const rejectedRowCount = (rejected: readonly { line: number }[]) => new Set(rejected.map((r) => r.line)).size;
export const ImportAcceptedRowSchema = z.object({ line: z.number().int(), ROLNO: z.string(), NM: z.string() });
export type ImportAcceptedRow = z.infer<typeof ImportAcceptedRowSchema>;

export const StudentImportReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  /** Rows that would be (dry run) or were written. */
  acceptedCount: z.number().int(),
  /** The first IMPORT_LISTED_ROWS accepted rows. */
  accepted: z.array(ImportAcceptedRowSchema),
  /** Rows whose student already exists as in the file: left as they are (importing again changes nothing). */
  unchangedCount: z.number().int(),
  rejected: z.array(ImportRejectedRowSchema),
  imported: z.number().int(),
});
export type StudentImportReport = z.infer<typeof StudentImportReportSchema>;

export const StudentImportAnswerSchema = z.object({ success: z.literal(true), msg: z.string(), data: StudentImportReportSchema });
