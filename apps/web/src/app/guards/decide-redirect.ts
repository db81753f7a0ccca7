import { DEPT, homePathFor, isAdmin, isStaff, isStudent, isTransportOffice, type SessionUser } from '@portal/domain';
import { PATHS } from '../../config/paths';
import { accessFor } from '../../config/route-access';

/** A staff member on a dues screen: where they go depends on their profile (IS_DUES_ADMIN). */
export const needsDuesProfile = (user: SessionUser | null, pathname: string) => accessFor(pathname) === 'dues-admin' && isStaff(user);

export interface GuardContext {
  /** From GET /api/userProfile (staff); only consulted for `dues-admin` screens. */
  isDuesAdmin?: boolean;
}

/** A one-time password is changed, and a required second factor turned on, before anything else. */
const settleFirst = (user: SessionUser) => (user.MUST_CHANGE_PASSWORD ? PATHS.changePassword : user.MFA_ENROL_REQUIRED ? PATHS.twoFactor : null);

/**
 * Where the guard sends `user` (null when signed out) who opens `pathname`, or null to show the
 * screen:
 * no session → /login; signed in on /login or / → their first screen; a student on staff or
 * transport screens → /home; staff on student screens → their first screen; /card-admin sends the
 * transport office to /transport-admin and other non-101 staff to /clearance-certificate-requests;
 * card-office screens are for 101 only; /card-dues for dues admins only.
 */
export function decideRedirect(user: SessionUser | null, pathname: string, ctx: GuardContext = {}): string | null {
  const access = accessFor(pathname);
  if (access === null || access === 'public') return null;
  if (access === 'login') return user ? (settleFirst(user) ?? homePathFor(user)) : null;
  if (!user) return PATHS.login;
  const settle = settleFirst(user);
  if (settle) return pathname === settle ? null : settle;
  if (access === 'user') return null;
  if (access === 'student') return isStudent(user) ? null : homePathFor(user);
  if (isStudent(user)) return PATHS.home;
  // The administrator sees the administration screens only; office staff never see them.
  if (isAdmin(user)) return access === 'admin' ? null : PATHS.admin;
  switch (access) {
    case 'admin':
      return homePathFor(user);
    case 'staff':
      return isTransportOffice(user) ? PATHS.transportAdmin : null;
    case 'card-admin':
      if (isTransportOffice(user)) return PATHS.transportAdmin;
      return user.D_ID === DEPT.CARD_OFFICE ? null : PATHS.clearanceRequests;
    case 'card-office':
      return user.D_ID === DEPT.CARD_OFFICE ? null : homePathFor(user);
    case 'dues-admin':
      return ctx.isDuesAdmin ? null : homePathFor(user);
    case 'transport-office':
      return isTransportOffice(user) ? null : homePathFor(user);
    case 'treasurer':
      return user.D_ID === DEPT.TREASURER ? null : homePathFor(user);
  }
}
