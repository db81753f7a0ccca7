/**
 * What a session must settle before anything else, and the only calls it may make meanwhile. An account
 * holding a one-time password changes it first; an account whose role requires two-factor sign-in that it
 * has not turned on enrols first (it may change its password too). Keys are the access table's
 * (`METHOD /path` of the matched route); a HEAD is its GET.
 */
export const WHILE_PASSWORD_CHANGE: ReadonlySet<string> = new Set(['POST /api/auth/change-password']);
export const WHILE_MFA_ENROLMENT: ReadonlySet<string> = new Set([
  'GET /api/auth/mfa',
  'POST /api/auth/mfa/enrol',
  'POST /api/auth/mfa/confirm',
  'POST /api/auth/change-password',
]);
