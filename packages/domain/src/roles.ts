// The session's roles, apart from session.ts: the session's zod schemas (./session-schemas.ts) name them,
// and session.ts takes the SessionUser type from those schemas.

/** ADMIN: the portal's administrator (an account flag); the administration screens only, no office work. */
export const ROLE = { STUDENT: 'STDR', STAFF: 'FMR', ADMIN: 'ADM' } as const;
