import { z } from 'zod';
import { requiredText } from './required-text.js';
import { ROLE } from './session.js';

/** What the session token carries (spec 000 §3 and 001 §3), and what /api/auth/login answers as `user`. */
export const SessionUserSchema = z.object({
  ID: z.number().int(),
  USERNAME: z.string(),
  ROLE: z.enum([ROLE.STUDENT, ROLE.STAFF, ROLE.ADMIN]),
  ROLE_DES: z.string(),
  D_ID: z.number().int().nullable(),
  D_NM: z.string().nullable(),
  FM_ID: z.number().int().nullable(),
  NM: z.string(),
  ROLNO: z.string().nullable(),
  C_CODE: z.number().int().nullable(),
  MAJ_ID: z.number().int().nullable(),
  SE_ID: z.number().int().nullable(),
  YEAR: z.number().int().nullable(),
  RN: z.number().int().nullable(),
  /** Set for students: their academic department (the HOD row of clearance). */
  STD_ID: z.number().int().nullable(),
  /** Set until the user changes the one-time password an administrator gave them. */
  MUST_CHANGE_PASSWORD: z.boolean().optional(),
  /** Set until the user turns on two-factor sign-in that their role requires. */
  MFA_ENROL_REQUIRED: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginBodySchema = z.object({
  username: requiredText('Please enter your username').max(64),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(256),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginAnswerSchema = z.object({ success: z.literal(true), token: z.string(), user: SessionUserSchema });
