/* No zod here: the web's first page takes these rules through the account messages (the first-load budget). */

/** A password's least length (the command line and the screens share it). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

/** The length of a one-time password an administrator hands out (random, from an alphabet without look-alikes). */
export const ONE_TIME_PASSWORD_LENGTH = 14;

/** Why a new password is refused, or null when it meets the rules. */
export function passwordProblem(password: string): 'short' | 'long' | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'long';
  return null;
}
