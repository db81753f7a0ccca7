import { DEPT } from './departments.js';
import { ROLE_DES_HOD_POSITION, ROLE_DES_IT_POSITION } from './limits.js';
import { ROLE } from './roles.js';
import type { SessionUser } from './session-schemas.js';

export { ROLE } from './roles.js';

// The session's zod schemas are in ./session-schemas.ts: the web's login page uses these helpers without
// loading zod (the first-load budget).
export type { LoginBody, SessionUser } from './session-schemas.js';

export const isStudent = (u: Pick<SessionUser, 'ROLE'> | null | undefined) => u?.ROLE === ROLE.STUDENT;
export const isStaff = (u: Pick<SessionUser, 'ROLE'> | null | undefined) => u?.ROLE === ROLE.STAFF;
/** The portal's administrator: not staff of any office, so no office's rule lets them in. */
export const isAdmin = (u: Pick<SessionUser, 'ROLE'> | null | undefined) => u?.ROLE === ROLE.ADMIN;

const flagAt = (roleDes: string | null | undefined, position: number) => {
  const c = roleDes?.charAt(position - 1);
  return !!c && c !== '0' && c !== ' ' && c !== '-';
};

/** HOD when character 20 of ROLE_DES is set; HOD wins over IT person. */
export const isHod = (u: Pick<SessionUser, 'ROLE' | 'ROLE_DES'> | null | undefined) => isStaff(u) && flagAt(u?.ROLE_DES, ROLE_DES_HOD_POSITION);

/** IT person when character 3 of ROLE_DES is set and the user is not also HOD. */
export const isItPerson = (u: Pick<SessionUser, 'ROLE' | 'ROLE_DES'> | null | undefined) =>
  isStaff(u) && !isHod(u) && flagAt(u?.ROLE_DES, ROLE_DES_IT_POSITION);

/** Builds a ROLE_DES flag string with the given positions set (used by seeds and tests). */
export function roleDes(flags: { hod?: boolean; it?: boolean }): string {
  const chars = Array.from({ length: 24 }, () => '0');
  if (flags.hod) chars[ROLE_DES_HOD_POSITION - 1] = '1';
  if (flags.it) chars[ROLE_DES_IT_POSITION - 1] = '1';
  return chars.join('');
}

/** The label shown beside the department name in the staff navigation bar. */
export const staffLabel = (u: SessionUser) => (isHod(u) ? 'HOD' : isItPerson(u) ? 'IT' : null);

export const isCardOffice = (u: Pick<SessionUser, 'ROLE' | 'D_ID'> | null | undefined) => isStaff(u) && u?.D_ID === DEPT.CARD_OFFICE;
export const isTransportOffice = (u: Pick<SessionUser, 'ROLE' | 'D_ID'> | null | undefined) => isStaff(u) && u?.D_ID === DEPT.TRANSPORT;

/** First screen after login. */
export function homePathFor(u: SessionUser): string {
  if (isStudent(u)) return '/home';
  if (isAdmin(u)) return '/admin';
  if (u.D_ID === DEPT.CARD_OFFICE) return '/students-id-cards';
  if (u.D_ID === DEPT.TRANSPORT) return '/transport-admin';
  return '/clearance-certificate-requests';
}
