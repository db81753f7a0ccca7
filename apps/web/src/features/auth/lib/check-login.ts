import { hasVisibleText, type LoginBody } from '@portal/domain';

export type LoginFieldErrors = Partial<Record<keyof LoginBody, string>>;

/**
 * The login form's own check, without zod on the login page (the first-load budget): it
 * mirrors the domain's `LoginBodySchema` (username trimmed and visible, both required, the same messages and
 * lengths); `check-login.test.ts` holds it to the schema. The server validates with the schema itself.
 */
export function checkLogin(input: { username: string; password: string }): { body: LoginBody } | { errors: LoginFieldErrors } {
  const username = input.username.trim();
  const { password } = input;
  const errors: LoginFieldErrors = {};
  if (!hasVisibleText(username)) errors.username = 'Please enter your username';
  else if (username.length > 64) errors.username = 'Too long';
  if (!password) errors.password = 'Please enter your password';
  else if (password.length > 256) errors.password = 'Too long';
  return errors.username || errors.password ? { errors } : { body: { username, password } };
}
