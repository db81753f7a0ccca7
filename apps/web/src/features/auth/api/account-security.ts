import type { z } from 'zod';
import type { ChangePasswordAnswerSchema, ChangePasswordBody, MfaConfirmAnswerSchema, MfaEnrolAnswerSchema, MfaStatusAnswerSchema, DoneAnswerSchema } from '@portal/domain';
import { api } from '../../../lib/api';

/** POST /api/auth/change-password: a new token (every earlier one is refused). Shown on the form, not toasted. */
export const changePassword = (body: ChangePasswordBody) => api.post<z.infer<typeof ChangePasswordAnswerSchema>>('/api/auth/change-password', body, { silent: true });

/** GET /api/auth/mfa: whether two-factor sign-in is already on (the screen says so before any set-up). */
export const twoFactorStatus = () => api.get<z.infer<typeof MfaStatusAnswerSchema>>('/api/auth/mfa', undefined, { silent: true });

/** POST /api/auth/mfa/enrol: the secret, its otpauth URL and QR image. */
export const enrolTwoFactor = () => api.post<z.infer<typeof MfaEnrolAnswerSchema>>('/api/auth/mfa/enrol', undefined, { silent: true });

/** POST /api/auth/mfa/confirm: ten recovery codes (shown once) and a new token. */
export const confirmTwoFactor = (code: string) => api.post<z.infer<typeof MfaConfirmAnswerSchema>>('/api/auth/mfa/confirm', { code }, { silent: true });

/** POST /api/auth/sign-out-everywhere. */
export const signOutEverywhere = () => api.post<z.infer<typeof DoneAnswerSchema>>('/api/auth/sign-out-everywhere');
