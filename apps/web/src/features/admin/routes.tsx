import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const AdminHomeScreen = lazyScreen(() => import('./components/admin-home-screen'), 'AdminHomeScreen');
const AccountsScreen = lazyScreen(() => import('./components/accounts-screen'), 'AccountsScreen');

/** The administration area's screens; guard and layout come from config/route-access.ts. */
export const adminRoutes: ScreenRoute[] = [
  { path: PATHS.admin, element: <AdminHomeScreen /> },
  { path: PATHS.adminAccounts, element: <AccountsScreen /> },
];
