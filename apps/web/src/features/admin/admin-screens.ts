import { PATHS } from '../../config/paths';

/** One screen of the administration area: its navigation link and its line on the landing page. */
export interface AdminScreen {
  label: string;
  to: string;
  description: string;
}

/** The administration screens, in navigation order (one entry per screen; the landing page lists them). */
export const ADMIN_SCREENS: AdminScreen[] = [
  { label: 'Accounts', to: PATHS.adminAccounts, description: 'Create staff accounts, reset passwords, disable and enable, sign out everywhere, two-factor sign-in.' },
  { label: 'Events', to: PATHS.adminEvents, description: 'Create events, set their ticket stock and registration dates, close them.' },
  { label: 'Import students', to: PATHS.adminStudentsImport, description: 'Import students from a CSV or Excel file: check it first, then import.' },
  { label: 'Departments', to: PATHS.adminDepartments, description: 'Departments and programmes: add, rename, target days for overdue requests.' },
  { label: 'Audit', to: PATHS.adminAudit, description: 'Search every audited change of the portal and export it as CSV.' },
  { label: 'Mail and jobs', to: PATHS.adminJobs, description: 'Job queues, failed mails with their last error, retry, mails sent per day.' },
];
