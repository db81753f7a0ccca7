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
