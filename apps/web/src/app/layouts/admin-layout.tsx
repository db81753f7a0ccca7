import { useTranslation } from 'react-i18next';
import { PATHS } from '../../config/paths';
import { adminNavigation } from '../../features/admin/admin-screens';
import { MY_ACCOUNT_NAV } from './my-account-nav';
import { TopNavShell } from './top-nav-shell';

/**
 * The administration area's layout: its own navigation bar, from the administration screens' list
 * (features/admin/admin-screens.ts, in the chosen language); the administrator sees no office screens.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { title, items } = adminNavigation(t);
  return <TopNavShell title={title} titleTo={PATHS.admin} version={__APP_VERSION__} items={[...items, MY_ACCOUNT_NAV]} breakpoint="md" />;
}
