import { PATHS } from '../../config/paths';
import { ADMIN_SCREENS } from '../../features/admin/admin-screens';
import { MY_ACCOUNT_NAV } from './my-account-nav';
import { TopNavShell } from './top-nav-shell';

/**
 * The administration area's layout: its own navigation bar, from the administration screens' list
 * (features/admin/admin-screens.ts); the administrator sees no office screens.
 */
export function AdminLayout() {
  return (
    <TopNavShell
      title="Portal Administration"
      titleTo={PATHS.admin}
      version={__APP_VERSION__}
      items={[...ADMIN_SCREENS.map(({ label, to }) => ({ label, to })), MY_ACCOUNT_NAV]}
      breakpoint="md"
    />
  );
}
