/**
 * The university's academic departments (D_ID 200–399) and programmes: reference data
 * every database starts with; more are added with `npm run admin -- add-department / add-programme`.
 */
export const ACADEMIC_DEPARTMENTS = [
  { D_ID: 201, D_NM: 'Computer Science' },
  { D_ID: 202, D_NM: 'Physics' },
  { D_ID: 203, D_NM: 'Chemistry' },
  { D_ID: 204, D_NM: 'Mathematics' },
  { D_ID: 205, D_NM: 'English' },
  { D_ID: 206, D_NM: 'Economics' },
  { D_ID: 207, D_NM: 'Botany' },
  { D_ID: 208, D_NM: 'Zoology' },
  { D_ID: 209, D_NM: 'Statistics' },
  { D_ID: 210, D_NM: 'Psychology' },
  { D_ID: 230, D_NM: 'Intermediate Studies' },
];

/** C_CODE: 1 intermediate, 2 BS (4 years), 3 MPhil (2 years). */
export const PROGRAMME_YEARS: Record<number, number> = { 1: 2, 2: 4, 3: 2 };

export const MAJORS = [
  { MAJ_ID: 11, NAME: 'BS Computer Science', SHORT: 'BSCS', D_ID: 201, C_CODE: 2 },
  { MAJ_ID: 12, NAME: 'BS Information Technology', SHORT: 'BSIT', D_ID: 201, C_CODE: 2 },
  { MAJ_ID: 13, NAME: 'MPhil Computer Science', SHORT: 'MPCS', D_ID: 201, C_CODE: 3 },
  { MAJ_ID: 21, NAME: 'BS Physics', SHORT: 'BSPHY', D_ID: 202, C_CODE: 2 },
  { MAJ_ID: 22, NAME: 'MPhil Physics', SHORT: 'MPPHY', D_ID: 202, C_CODE: 3 },
  { MAJ_ID: 31, NAME: 'BS Chemistry', SHORT: 'BSCHEM', D_ID: 203, C_CODE: 2 },
  { MAJ_ID: 41, NAME: 'BS Mathematics', SHORT: 'BSMATH', D_ID: 204, C_CODE: 2 },
  { MAJ_ID: 51, NAME: 'BS English', SHORT: 'BSENG', D_ID: 205, C_CODE: 2 },
  { MAJ_ID: 61, NAME: 'BS Economics', SHORT: 'BSECO', D_ID: 206, C_CODE: 2 },
  { MAJ_ID: 71, NAME: 'BS Botany', SHORT: 'BSBOT', D_ID: 207, C_CODE: 2 },
  { MAJ_ID: 81, NAME: 'BS Zoology', SHORT: 'BSZOO', D_ID: 208, C_CODE: 2 },
  { MAJ_ID: 91, NAME: 'BS Statistics', SHORT: 'BSSTAT', D_ID: 209, C_CODE: 2 },
  { MAJ_ID: 95, NAME: 'BS Psychology', SHORT: 'BSPSY', D_ID: 210, C_CODE: 2 },
  { MAJ_ID: 101, NAME: 'F.Sc. Pre-Medical', SHORT: 'FSCM', D_ID: 230, C_CODE: 1 },
  { MAJ_ID: 102, NAME: 'F.Sc. Pre-Engineering', SHORT: 'FSCE', D_ID: 230, C_CODE: 1 },
  { MAJ_ID: 103, NAME: 'ICS', SHORT: 'ICS', D_ID: 230, C_CODE: 1 },
  { MAJ_ID: 104, NAME: 'F.A.', SHORT: 'FA', D_ID: 230, C_CODE: 1 },
].map((m) => ({ ...m, CLASS_PREFIX: m.SHORT }));

const ORDINALS = ['1st', '2nd', '3rd', '4th'];

/** Roll number, class and session text of a student admitted in `year` to `major`. */
export function studentIdentity(major: (typeof MAJORS)[number], year: number, rn: number, currentYear: number) {
  const span = PROGRAMME_YEARS[major.C_CODE];
  const level = Math.min(span, Math.max(1, currentYear - year + 1));
  return {
    ROLNO: `${String(rn).padStart(4, '0')}-${major.SHORT}-${String(year).slice(2)}`,
    CLASS: `${major.SHORT} ${ORDINALS[level - 1]} Year`,
    SESSION: `${year}-${year + span}`,
    SE_ID: year - 2000,
  };
}
