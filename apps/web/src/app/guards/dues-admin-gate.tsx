import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useSessionUser } from '../../lib/session';
import { useUserProfile } from '../../lib/user-profile';
import { decideRedirect, needsDuesProfile } from './decide-redirect';

/**
 * The dues screens' part of the route guard: waits for the profile (IS_DUES_ADMIN), then applies
 * decideRedirect. Apart from RouteGuard so that the login page does not load React Query.
 */
export function DuesAdminGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const needsProfile = needsDuesProfile(user, pathname);
  const profile = useUserProfile({ enabled: needsProfile });
  if (!needsProfile) return children;
  if (profile.isPending) return <PageLoader />;
  const to = decideRedirect(user, pathname, { isDuesAdmin: profile.data?.IS_DUES_ADMIN === true });
  if (to && to !== pathname) return <Navigate to={to} replace />;
  return children;
}
