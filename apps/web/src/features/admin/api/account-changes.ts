import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountChangedAnswerSchema, AccountCreateBody, AccountPatchBody, DoneAnswerSchema, OneTimePasswordAnswerSchema } from '@portal/domain';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { accountsKey } from './get-accounts';

export type OneTimePasswordAnswer = z.infer<typeof OneTimePasswordAnswerSchema>;
type DoneAnswer = z.infer<typeof DoneAnswerSchema>;
const path = (username: string) => `/api/admin/accounts/${encodeURIComponent(username)}`;

/** POST /api/admin/accounts: the new account and its one-time password (shown once). Refusals are the form's to show. */
export const createAccount = (body: AccountCreateBody) => api.post<OneTimePasswordAnswer>('/api/admin/accounts', body, { silent: true });
/** PATCH /api/admin/accounts/{username}. Refusals are the form's to show. */
export const updateAccount = (username: string, body: AccountPatchBody) =>
  api.patch<z.infer<typeof AccountChangedAnswerSchema>>(path(username), body, { silent: true });
/** POST …/reset-password: a one-time password (shown once); every session of the account ends. */
export const resetPassword = (username: string) => api.post<OneTimePasswordAnswer>(`${path(username)}/reset-password`);
/** POST …/sign-out: every token of the account is refused. */
export const signOutAccount = (username: string) => api.post<DoneAnswer>(`${path(username)}/sign-out`);
/** DELETE …/mfa: the account signs in with its password and enrols again. */
export const clearAccountMfa = (username: string) => api.delete<DoneAnswer>(`${path(username)}/mfa`);

/**
 * A change to accounts that reloads the list and says the server's message (with its code, so it shows in the
 * chosen language). `onRefused`: a call sent `silent` hands its refusal to the form.
 */
export function useAccountChange<A, R extends { msg: string; msgCode?: string }>(fn: (arg: A) => Promise<R>, onRefused?: (error: unknown) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => toast.success(r.msg, { code: r.msgCode }),
    onError: onRefused,
    onSettled: () => qc.invalidateQueries({ queryKey: accountsKey }),
  });
}
