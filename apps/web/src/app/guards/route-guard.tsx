import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaff } from '@portal/domain';
import { PATHS } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { isLoggingOut } from '../../lib/logout';
import { useSessionUser } from '../../lib/session';
import { useUserProfile } from '../../lib/user-profile';
import { accessFor, decideRedirect } from './decide-redirect';

/** Applies decideRedirect to the current location; waits for the profile only on dues screens. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const needsProfile = accessFor(pathname) === 'dues-admin' && isStaff(user);
  const profile = useUserProfile({ enabled: needsProfile });
  if (needsProfile && profile.isPending) return <PageLoader />;
  let to = decideRedirect(user, pathname, { isDuesAdmin: profile.data?.IS_DUES_ADMIN === true });
  if (to === PATHS.login && isLoggingOut()) to = PATHS.root;
  if (to && to !== pathname) return <Navigate to={to} replace />;
  return children;
}
