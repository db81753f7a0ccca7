import { z } from 'zod';
import { ACCOUNT_MSG } from './account-messages.js';

/** TOTP as authenticator apps expect it (RFC 6238): SHA-1, 6 digits, a new code every 30 seconds. */
export const TOTP = { algorithm: 'SHA1', digits: 6, period: 30, issuer: 'Student Services Portal' } as const;

/** Codes of the time steps this many either side of now are accepted too (a phone's clock a little off). */
export const TOTP_WINDOW = 1;

/** Recovery codes handed out when two-factor sign-in is turned on; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;

/** The roles two-factor sign-in can be required for: administrators (ADM) and staff (FMR). */
export const MFA_ROLES = ['ADM', 'FMR'] as const;
export type MfaRole = (typeof MFA_ROLES)[number];

/** Without the administrator's choice: administrators must use a second factor, staff may. */
export const MFA_REQUIRED_BY_DEFAULT: Record<MfaRole, boolean> = { ADM: true, FMR: false };

/** Whether a role must sign in with a second factor, given the administrator's stored choices. */
export function mfaRequiredFor(role: string, stored: Partial<Record<MfaRole, boolean>>): boolean {
  if (role !== 'ADM' && role !== 'FMR') return false;
  return stored[role] ?? MFA_REQUIRED_BY_DEFAULT[role];
}

/**
 * Whether a code that matched time step `matched` is accepted at step `current`: within TOTP_WINDOW steps
 * of now, and later than the last step accepted for the account (so each code signs in once, and an older
 * code seen after a newer one is refused).
 */
export function totpStepAccepted(matched: number, current: number, lastUsed: number | null): boolean {
  if (!Number.isInteger(matched) || Math.abs(matched - current) > TOTP_WINDOW) return false;
  return lastUsed == null || matched > lastUsed;
}

/** What a user typed as a second factor: a 6-digit code, a recovery code, or neither. */
export function secondFactorKind(input: string | undefined | null): 'totp' | 'recovery' | null {
  const v = normaliseCode(input);
  if (!v) return null;
  if (/^\d{6}$/.test(v)) return 'totp';
  if (/^[A-Z2-9]{10}$/.test(v)) return 'recovery';
  return null;
}

/** A code as typed, without spaces and dashes, in capitals. */
export const normaliseCode = (input: string | undefined | null) => (input ?? '').replace(/[\s-]/g, '').toUpperCase();

export const MfaEnrolAnswerSchema = z.object({
  success: z.literal(true),
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (a PNG data URL). */
  qr: z.string(),
});

export const MfaConfirmBodySchema = z.object({
  code: z.string({ error: ACCOUNT_MSG.enterCode }).trim().regex(/^\d{6}$/, ACCOUNT_MSG.enterCode),
});

/** `GET /api/auth/mfa`: whether two-factor sign-in is on for the signed-in account. */
export const MfaStatusAnswerSchema = z.object({ success: z.literal(true), on: z.boolean() });

export const MfaConfirmAnswerSchema = z.object({ success: z.literal(true), msg: z.string(), recoveryCodes: z.array(z.string()), token: z.string() });

export const MfaRequirementSchema = z.object({ role: z.enum(MFA_ROLES), required: z.boolean() });
export const MfaRequirementsAnswerSchema = z.object({ success: z.literal(true), data: z.array(MfaRequirementSchema.extend({ isDefault: z.boolean() })) });
/** `PUT /api/admin/mfa-requirements/{role}`: the requirements as they now are, with the message. */
export const MfaRequirementSavedAnswerSchema = MfaRequirementsAnswerSchema.extend({ msg: z.string() });
export const MfaRequirementBodySchema = z.object({ required: z.boolean({ error: 'Say whether it is required (true or false)' }) });
export const MfaRequirementParamsSchema = z.object({ role: z.enum(MFA_ROLES, { error: 'Two-factor sign-in can be required for ADM or FMR' }) });
