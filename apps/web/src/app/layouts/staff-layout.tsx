import { homePathFor } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session';
import { useUserProfile } from '../../lib/user-profile';
import { staffNavItems, staffTitle } from './staff-nav-items';
import { TopNavShell } from './top-nav-shell';

/** The staff navigation bar: department, HOD/IT label, 'Portal', version; links by role. */
export function StaffLayout() {
  useTranslation(); // the title follows the language
  const user = useSessionUser();
  const profile = useUserProfile();
  if (!user) return null;
  return (
    <TopNavShell
      title={staffTitle(user)}
      titleTo={homePathFor(user)}
      version={__APP_VERSION__}
      items={staffNavItems(user, profile.data?.IS_DUES_ADMIN === true)}
      breakpoint="md"
    />
  );
}
