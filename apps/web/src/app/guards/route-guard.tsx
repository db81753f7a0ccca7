import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../config/paths';
import { isLoggingOut } from '../../lib/logging-out';
import { useSessionUser } from '../../lib/session';
import { tokenStorage } from '../../lib/storage';
import { endStaleSession } from '../session-expiry';
import { decideRedirect, needsDuesProfile } from './decide-redirect';

/**
 * Applies decideRedirect to the current location. On dues screens a staff member's answer depends on
 * the profile: DuesAdminGate (inside the screen providers, app/screen-providers.tsx) waits for it.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  // A token is stored but unusable (expired, or altered so it cannot be read): the 401 toast, token removed.
  const stale = user === null && tokenStorage.get() !== null;
  useEffect(() => {
    if (stale) endStaleSession();
  }, [stale]);
  if (needsDuesProfile(user, pathname)) return children;
  let to = decideRedirect(user, pathname);
  if (to === PATHS.login && isLoggingOut()) to = PATHS.root;
  if (to && to !== pathname) return <Navigate to={to} replace />;
  return children;
}
