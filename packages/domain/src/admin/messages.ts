import { coded } from '../message.js';

/**
 * What the administration's screens and commands say: the students file import, the audit search, the mail
 * jobs and the academic departments and programmes. Kept apart from their schemas so a screen that only
 * translates a message does not load the validation library.
 */

/** The columns of a student file, in order; the last five may be empty or absent. */
export const IMPORT_COLUMNS = ['NM', 'F_NM', 'MAJ_ID', 'YEAR', 'RN', 'PH1', 'F_CONTACT', 'ADD1', 'B_GROUP', 'EMAIL'] as const;

export const IMPORT_MSG = {
  noFile: 'Choose the students file (CSV or .xlsx).',
  tooLarge: 'The file is too large (at most 10 MB).',
  nulByte: 'The file holds a NUL character, so it is not a CSV text file. Save it again as CSV or .xlsx.',
  wrongType: 'The file must be a CSV file or an Excel workbook (.xlsx).',
  unreadable: 'The file could not be read. Save it again as CSV or .xlsx and upload it again.',
  empty: 'The file has no student rows.',
  tooManyRows: 'The file has too many rows (at most 20,000).',
  unpackedTooLarge: 'The workbook unpacks to far more than a students file holds, so it was not opened.',
  missingColumns: (missing: string) => `The file's header lacks ${missing} (header: ${IMPORT_COLUMNS.join(',')}).`,
  password: 'A first password of at least 8 characters is required for the imported students.',
  /** A rejected row's reasons (the column is named in the row's field too). */
  formulaIn: (column: string) => `${column}: a formula is not accepted; type the value itself`,
  unknownProgramme: (id: number) => `unknown MAJ_ID ${id}`,
  rollNumberTwice: (rollNo: string) => `roll number ${rollNo} appears twice in the file`,
  rollNumberTaken: (rollNo: string) => `roll number ${rollNo} already exists`,
  rejectedRows: (n: number) =>
    `${n === 1 ? '1 row is' : `${n} rows are`} rejected, so nothing was imported. Correct the file, or choose "Import the valid rows".`,
  imported: (n: number) => (n === 1 ? '1 student imported.' : `${n} students imported.`),
  checked: 'File checked; nothing has been imported yet.',
} as const;

export const AUDIT_MSG = {
  badDate: 'from and to must be dates (YYYY-MM-DD)',
  fromAfterTo: 'from must not be after to',
  tooLong: 'A search value is at most 100 characters',
} as const;

export const JOBS_MSG = {
  mailNotFound: 'No such mail',
  notFailed: 'Only a failed mail can be retried',
} as const;

export const ACADEMICS_MSG = {
  deptId: 'An academic department id is a whole number from 200 to 399',
  deptName: 'The name must be 2 to 100 characters',
  deptTaken: 'A department with this id already exists',
  deptNotFound: 'No such department',
  notAcademic: 'Programmes belong to an academic department (ids 200 to 399)',
  programmeId: 'A programme id is a whole number from 1 to 9999',
  programmeTaken: 'A programme with this id already exists',
  programmeNotFound: 'No such programme',
  shortFormat: 'The short name must be 2 to 12 capital letters (it is part of roll numbers)',
  shortTaken: 'Another programme has this short name',
  level: 'The level must be 1 (intermediate), 2 (BS) or 3 (MPhil)',
  targetDays: 'Target days must be a whole number of working days from 1 to 60',
  shortInUse: (students: number) => `The short name cannot change: ${students} students hold roll numbers made with it. Add a new programme instead.`,
  moveInUse: (students: number) => `The programme cannot move to another department: ${students} students of it belong to its department.`,
  saved: 'Saved',
  added: 'Added',
} as const;

/** IMPORT_MSG with codes (`M.studentImport`: say them through `M`). */
export const IMPORT_M = /* @__PURE__ */ coded('studentImport', IMPORT_MSG);

/** JOBS_MSG with codes (`M.jobs`: say them through `M`). */
export const JOBS_M = /* @__PURE__ */ coded('jobs', JOBS_MSG);

/** ACADEMICS_MSG with codes (`M.academics`: say them through `M`). */
export const ACADEMICS_M = /* @__PURE__ */ coded('academics', ACADEMICS_MSG);
