/** Department ids. Academic departments are data, not constants. */
export const DEPT = {
  CARD_OFFICE: 101,
  EXAMINATION: 102,
  TREASURER: 123,
  TRANSPORT: 130,
  HOSTELS_ADMIN: 405,
  MAIN_LIBRARY: 406,
  PG_LIBRARY: 413,
  LIFE_SCIENCES_LIBRARY: 414,
  KSK_LIBRARY: 415,
} as const;

export const HOSTEL_DEPTS = [407, 408, 409, 410, 411, 412] as const;
export const DEPARTMENTAL_LIBRARIES = [413, 414, 415] as const;
export const LIBRARY_DEPTS = [406, 413, 414, 415] as const;

/** Offices seeded with fixed ids; names as printed on screens and documents. */
export const OFFICE_NAMES: Record<number, string> = {
  101: 'Card Office',
  102: 'Examination Office',
  123: 'Treasurer',
  130: 'Transport Office',
  405: 'Hostels Administration',
  406: 'Main Library',
  407: 'Iqbal Hostel',
  408: 'Quaid-e-Azam Hostel',
  409: 'Ravi Hostel',
  410: 'New Hostel',
  411: 'Girls Hostel',
  412: 'Kinnaird Hostel',
  413: 'PG Library',
  414: 'Life Sciences Library',
  415: 'KSK Library',
};

/** Clearance-form library choice (1–4) → library department. */
export const LIBRARY_CHOICES: Record<number, number> = { 1: 406, 2: 413, 3: 414, 4: 415 };

/**
 * The application form's names for the library choices where they differ from the office's name: students choose
 * the "Central Library", the office is the "Main Library" everywhere else (progress, lists, documents).
 */
export const LIBRARY_CHOICE_NAMES: Partial<Record<number, string>> = { [DEPT.MAIN_LIBRARY]: 'Central Library' };

/** Programme code of the intermediate (college) students: no endowment, a form number of their own. */
export const INTERMEDIATE_C_CODE = 1;
export const isIntermediate = (s: { C_CODE: number | null }) => s.C_CODE === INTERMEDIATE_C_CODE;

export const isHostelDept = (d: number) => (HOSTEL_DEPTS as readonly number[]).includes(d);
export const isDepartmentalLibrary = (d: number) => (DEPARTMENTAL_LIBRARIES as readonly number[]).includes(d);
export const isLibraryDept = (d: number) => (LIBRARY_DEPTS as readonly number[]).includes(d);
/** Academic departments (HOD and IT person rows) use ids from 200 upwards. */
export const isAcademicDept = (d: number) => d >= 200 && d < 400;
