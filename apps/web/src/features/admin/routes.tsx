import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const AdminHomeScreen = lazyScreen(() => import('./components/admin-home-screen'), 'AdminHomeScreen');
const AccountsScreen = lazyScreen(() => import('./components/accounts-screen'), 'AccountsScreen');
const EventsScreen = lazyScreen(() => import('./events/components/events-screen'), 'EventsScreen');
const StudentsImportScreen = lazyScreen(() => import('./students-import/components/students-import-screen'), 'StudentsImportScreen');
const AcademicsScreen = lazyScreen(() => import('./academics/components/academics-screen'), 'AcademicsScreen');
const AuditScreen = lazyScreen(() => import('./audit/components/audit-screen'), 'AuditScreen');
const JobsScreen = lazyScreen(() => import('./jobs/components/jobs-screen'), 'JobsScreen');

/** The administration area's screens; guard and layout come from config/route-access.ts. */
export const adminRoutes: ScreenRoute[] = [
  { path: PATHS.admin, element: <AdminHomeScreen /> },
  { path: PATHS.adminAccounts, element: <AccountsScreen /> },
  { path: PATHS.adminEvents, element: <EventsScreen /> },
  { path: PATHS.adminStudentsImport, element: <StudentsImportScreen /> },
  { path: PATHS.adminDepartments, element: <AcademicsScreen /> },
  { path: PATHS.adminAudit, element: <AuditScreen /> },
  { path: PATHS.adminJobs, element: <JobsScreen /> },
];
