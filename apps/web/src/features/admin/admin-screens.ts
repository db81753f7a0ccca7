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
];
