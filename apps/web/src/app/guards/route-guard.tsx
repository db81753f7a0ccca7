import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isStaff } from '@portal/domain';
import { PATHS } from '../../config/paths';
import { PageLoader } from '../../components/page-loader';
import { isLoggingOut } from '../../lib/logout';
import { useSessionUser } from '../../lib/session';
import { tokenStorage } from '../../lib/storage';
import { useUserProfile } from '../../lib/user-profile';
import { endStaleSession } from '../session-expiry';
import { accessFor, decideRedirect } from './decide-redirect';

/** Applies decideRedirect to the current location; waits for the profile only on dues screens. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const needsProfile = accessFor(pathname) === 'dues-admin' && isStaff(user);
  const profile = useUserProfile({ enabled: needsProfile });
  // A token is stored but unusable (expired, or altered so it cannot be read): the 401 toast, token removed.
  const stale = user === null && tokenStorage.get() !== null;
  useEffect(() => {
    if (stale) endStaleSession();
  }, [stale]);
  if (needsProfile && profile.isPending) return <PageLoader />;
  let to = decideRedirect(user, pathname, { isDuesAdmin: profile.data?.IS_DUES_ADMIN === true });
  if (to === PATHS.login && isLoggingOut()) to = PATHS.root;
  if (to && to !== pathname) return <Navigate to={to} replace />;
  return children;
}
