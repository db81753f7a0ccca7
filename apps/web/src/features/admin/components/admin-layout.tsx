import { PATHS } from '../../../config/paths';
import { TopNavShell } from '../../../app/layouts/top-nav-shell';
import { ADMIN_SCREENS } from '../admin-screens';

/** The administration area's layout: its own navigation bar (the administrator sees no office screens). */
export function AdminLayout() {
  return (
    <TopNavShell
      title="Portal Administration"
      titleTo={PATHS.admin}
      version={__APP_VERSION__}
      items={ADMIN_SCREENS.map(({ label, to }) => ({ label, to }))}
      breakpoint="md"
    />
  );
}
