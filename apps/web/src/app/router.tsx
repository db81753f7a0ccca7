import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { PATHS } from '../config/paths';
import { ROUTE_ACCESS, type RouteAccess } from '../config/route-access';
import { setUnauthorizedHandler } from '../lib/api';
import { RouteGuard } from './guards/route-guard';
import { PublicLayout } from './layouts/public-layout';
import { NotFound } from './not-found';
import { ScreenProviders } from './lazy-screen-providers';
import { SCREEN_ROUTES } from './screen-routes';
import { lazyScreen } from '../lib/lazy-screen';
import { PageLoader } from '../components/page-loader';

// The signed-in layouts (navigation, menus, drawers) load with the first screen that needs them, not
// with the login page (issue 13's first-load budget).
const StaffLayout = lazyScreen(() => import('./layouts/staff-layout'), 'StaffLayout');
const TransportLayout = lazyScreen(() => import('./layouts/transport-layout'), 'TransportLayout');
const StudentLayout = lazyScreen(() => import('./layouts/student-layout'), 'StudentLayout');

/** The screens whose access is one of `kinds`, as child routes. */
const screensFor = (...kinds: RouteAccess[]): RouteObject[] =>
  SCREEN_ROUTES.filter((r) => kinds.includes(ROUTE_ACCESS[r.path])).map(({ path, element }) => ({ path, element }));

const guarded = (layout: ReactNode, children: RouteObject[]): RouteObject => ({
  element: (
    <RouteGuard>
      <Suspense fallback={<PageLoader />}>{layout}</Suspense>
    </RouteGuard>
  ),
  children,
});

// React Query and the modal provider come with the layout: the login page loads neither (issue 13).
const withProviders = (layout: ReactNode) => <ScreenProviders>{layout}</ScreenProviders>;

export const routes: RouteObject[] = [
  guarded(<Outlet />, screensFor('login')),
  // Public pages install no session (DECISIONS 2.3); the guard lets everyone through.
  { element: <PublicLayout />, children: screensFor('public') },
  guarded(withProviders(<StaffLayout />), screensFor('staff', 'card-admin', 'card-office', 'dues-admin', 'treasurer')),
  guarded(withProviders(<TransportLayout />), screensFor('transport-office')),
  guarded(withProviders(<StudentLayout />), screensFor('student')),
  { path: '*', element: <NotFound /> },
];

/**
 * The portal's routes. The declarative router is enough: no screen uses loaders, actions or fetchers,
 * and the data router would add ≈ 17 kB gzip to the login page (issue 13). A 401 anywhere (expired or
 * revoked session) lands on the login page.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => void navigate(PATHS.login, { replace: true })), [navigate]);
  return useRoutes(routes);
}
