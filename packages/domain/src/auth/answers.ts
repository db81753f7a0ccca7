import { z } from 'zod';
import { envelope } from '../answers.js';

/**
 * GET /api/userProfile. Students: their record without the photo (NM, F_NM, ROLNO, CLASS, YEAR, DEPARTMENT,
 * SESSION, PH1, ADD1, C_CODE, SE_ID, MAJ_ID, RN, …) and ROLE; staff: NM, USERNAME, D_ID, D_NM, FM_ID, ROLE,
 * ROLE_DES, IS_DUES_ADMIN. Loose: every column of the student's record reaches the screens.
 */
export const UserProfileSchema = z.looseObject({
  NM: z.string().optional(),
  F_NM: z.string().optional(),
  ROLNO: z.string().optional(),
  CLASS: z.string().optional(),
  YEAR: z.number().optional(),
  DEPARTMENT: z.string().optional(),
  SESSION: z.string().optional(),
  PH1: z.string().optional(),
  ADD1: z.string().optional(),
  C_CODE: z.number().optional(),
  SE_ID: z.number().optional(),
  MAJ_ID: z.number().optional(),
  RN: z.number().optional(),
  D_ID: z.number().nullable().optional(),
  D_NM: z.string().nullable().optional(),
  FM_ID: z.number().nullable().optional(),
  ROLE: z.string().optional(),
  ROLE_DES: z.string().optional(),
  TR_ATTEMPT_NO: z.number().optional(),
  LAST_TR_S: z.number().nullable().optional(),
  /** Staff on the dues allow-list (the Dues link and /card-dues). */
  IS_DUES_ADMIN: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
export const UserProfileAnswerSchema = envelope(UserProfileSchema);
