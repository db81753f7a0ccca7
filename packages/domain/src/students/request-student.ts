import { z } from 'zod';

/** Who a request is for, as the offices' request views show it: roll number, names, contacts, department. */
export const REQUEST_STUDENT_FIELDS = {
  ROLNO: z.string(),
  NM: z.string(),
  F_NM: z.string(),
  F_CONTACT: z.string(),
  S_CONTACT: z.string(),
  DEPARTMENT: z.string(),
};

/** The keys of the student's record as the request lists give them: college, session, major, year, roll number. */
export const STUDENT_KEY_FIELDS = {
  C_CODE: z.number().int(),
  SE_ID: z.number().int(),
  MAJ_ID: z.number().int(),
  YEAR: z.number().int(),
  RN: z.number().int(),
};
