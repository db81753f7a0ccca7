import { PATHS, type PathPattern } from './paths';

/**
 * Who may open a screen. The route guard and the layout choice
 * both come from this table; the server still checks every call.
 * - `login`: the login page; a signed-in user goes to their first screen.
 * - `public`: anyone, no session needed or installed.
 * - `student`: students (student sidebar).
 * - `staff`: all staff but the transport office (staff navigation bar).
 * - `card-admin`: /card-admin, which sends each role to its own list.
 * - `card-office`: department 101 only (ID-card lists, new intermediate students, student data tools).
 * - `dues-admin`: staff on the dues allow-list (profile IS_DUES_ADMIN).
 * - `transport-office`: the transport office (130), transport admin layout.
 * - `treasurer`: the treasurer's office (123), staff layout (bank-statement reconciliation, bank payments).
 * - `user`: any signed-in user, no layout (change password, two-factor sign-in).
 * - `admin`: the portal's administrator (administration layout); an administrator sees nothing else.
 */
export type RouteAccess = 'login' | 'public' | 'student' | 'staff' | 'card-admin' | 'card-office' | 'dues-admin' | 'transport-office' | 'treasurer' | 'user' | 'admin';

export const ROUTE_ACCESS: Record<PathPattern, RouteAccess> = {
  [PATHS.root]: 'login',
  [PATHS.login]: 'login',
  [PATHS.ewmsRegistration]: 'public',
  [PATHS.verify]: 'public',
  [PATHS.verifyCard]: 'public',

  [PATHS.clearanceRequests]: 'staff',
  [PATHS.endowmentRequests]: 'staff',
  [PATHS.cardAdmin]: 'card-admin',
  [PATHS.newIdCards]: 'card-office',
  [PATHS.duplicateIdCards]: 'card-office',
  [PATHS.triplicateIdCards]: 'card-office',
  [PATHS.quadruplicateCards]: 'card-office',
  [PATHS.deliveredCards]: 'card-office',
  [PATHS.deletedRecord]: 'card-office',
  [PATHS.deletedRequests]: 'card-office',
  [PATHS.editNewCard]: 'card-office',
  [PATHS.editDuplicateCard]: 'card-office',
  [PATHS.editTriplicateCard]: 'card-office',
  [PATHS.newInterStudents]: 'card-office',
  [PATHS.studentQueryManager]: 'card-office',
  [PATHS.manageStudentImage]: 'card-office',
  [PATHS.manageRecordData]: 'card-office',
  [PATHS.manageRecord]: 'card-office',
  [PATHS.cardDues]: 'dues-admin',
  [PATHS.eventRegistrations]: 'card-office',
  [PATHS.insights]: 'staff',
  [PATHS.challanReconciliation]: 'treasurer',
  [PATHS.bankPayments]: 'treasurer',

  [PATHS.transportAdmin]: 'transport-office',
  [PATHS.addTransportRoute]: 'transport-office',
  [PATHS.addBusStop]: 'transport-office',
  [PATHS.viewTransportRoute]: 'transport-office',
  [PATHS.transportInsights]: 'transport-office',

  [PATHS.home]: 'student',
  [PATHS.universityCard]: 'student',
  [PATHS.studentUniversityCard]: 'student',
  [PATHS.studentCardRequests]: 'student',
  [PATHS.updateNewCardRequest]: 'student',
  [PATHS.studentDuplicateCard]: 'student',
  [PATHS.studentProfile]: 'student',
  [PATHS.studentTransportRequests]: 'student',
  [PATHS.updateTransportRequest]: 'student',
  [PATHS.transportApplyForm]: 'student',
  [PATHS.success]: 'student',
  [PATHS.success1]: 'student',
  [PATHS.studentClearanceForm]: 'student',
  [PATHS.studentClearanceCertificate]: 'student',
  [PATHS.studentClearanceProgress]: 'student',
  [PATHS.financialAidForm]: 'student',
  [PATHS.eftApplyForm]: 'student',
  [PATHS.myCard]: 'student',

  [PATHS.changePassword]: 'user',
  [PATHS.twoFactor]: 'user',

  [PATHS.admin]: 'admin',
  [PATHS.adminAccounts]: 'admin',
  [PATHS.adminEvents]: 'admin',
  [PATHS.adminStudentsImport]: 'admin',
  [PATHS.adminDepartments]: 'admin',
  [PATHS.adminAudit]: 'admin',
  [PATHS.adminJobs]: 'admin',
};

/**
 * What a location path must match to be a pattern of PATHS, as react-router's `matchPath` matches it (without
 * case, `:name` as one segment, trailing slashes allowed; a test compares the two). Written out so that the
 * page's first paint (src/first-paint) decides without the router's code.
 */
export function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/\/+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/[^/]+');
  return new RegExp(`^${source}/*$`, 'i');
}

const PATTERNS = Object.entries(ROUTE_ACCESS).map(([pattern, access]) => ({ test: patternRegExp(pattern), access }));

/** The access rule of a location path, or null for a path no screen owns (the not-found page). */
export function accessFor(pathname: string): RouteAccess | null {
  return PATTERNS.find((p) => p.test.test(pathname))?.access ?? null;
}

/** Which layout wraps a screen of the given access. */
export type LayoutKind = 'none' | 'staff' | 'student' | 'transport' | 'admin';

export function layoutFor(access: RouteAccess): LayoutKind {
  switch (access) {
    case 'student':
      return 'student';
    case 'staff':
    case 'card-admin':
    case 'card-office':
    case 'dues-admin':
    case 'treasurer':
      return 'staff';
    case 'transport-office':
      return 'transport';
    case 'admin':
      return 'admin';
    default:
      return 'none';
  }
}
