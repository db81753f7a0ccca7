import { z } from 'zod';
import { requiredText } from './required-text.js';
import { ROLE } from './roles.js';

/** What the session token carries, and what /api/auth/login answers as `user`. */
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
  /** Staff the administrator made a dues administrator (the configured allow-list counts too). */
  DUES_ADMIN: z.boolean().optional(),
  /** Set until the user changes the one-time password an administrator gave them. */
  MUST_CHANGE_PASSWORD: z.boolean().optional(),
  /** Set until the user turns on two-factor sign-in that their role requires. */
  MFA_ENROL_REQUIRED: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const LoginBodySchema = z.object({
  username: requiredText('Please enter your username').max(64),
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(256),
  /** The second factor, where the account has two-factor sign-in: a 6-digit code or a recovery code. */
  totp: z.string().trim().max(32).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginAnswerSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: SessionUserSchema,
  /** The password is a one-time one: every call but the change is refused until it is changed. */
  mustChangePassword: z.boolean().optional(),
  /** The role requires two-factor sign-in and it is not on yet: every call but turning it on is refused. */
  mfaEnrolRequired: z.boolean().optional(),
});

/** A refused login (401): wrong credentials, or (`mfaRequired`) a second factor missing or wrong. */
export const LoginRefusedSchema = z.object({ success: z.literal(false), msg: z.string(), code: z.string(), mfaRequired: z.literal(true).optional() });

/** POST /api/auth/sso/exchange: the one-time code the single sign-on callback handed to the login page. */
export const SsoExchangeBodySchema = z.object({
  code: z.string().min(16).max(128),
  /** The portal's second factor, when the account has one and the university's sign-in did not use one. */
  totp: z.string().trim().max(32).optional(),
});
export type SsoExchangeBody = z.infer<typeof SsoExchangeBodySchema>;

/** Who may sign in with a password: everyone, only students (staff use single sign-on), no one. */
export const PASSWORD_SIGN_IN = ['all', 'students', 'none'] as const;

/** GET /api/auth/sign-in-options: what the login page offers. */
export const SignInOptionsAnswerSchema = z.object({
  success: z.literal(true),
  /** Single sign-on, when configured: the button's words, and whether the provider offers to end its own session. */
  sso: z.object({ label: z.string(), endSession: z.boolean() }).nullable(),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN),
});
export type SignInOptions = z.infer<typeof SignInOptionsAnswerSchema>;
