import { type ReactNode, Suspense, useEffect } from 'react';
import { matchPath, Outlet, type RouteObject, useNavigate, useRoutes } from 'react-router';
import type { SessionUser } from '@portal/domain';
import { PATHS } from '../config/paths';
import { ROUTE_ACCESS, type RouteAccess } from '../config/route-access';
import { setSettleFirstHandler, setUnauthorizedHandler } from '../lib/api';
import { RouteGuard } from './guards/route-guard';
import { PublicLayout } from './layouts/public-layout';
import { StudentHeaderShell } from './layouts/student-header-shell';
import { NotFound } from './not-found';
import { ScreenProviders } from './lazy-screen-providers';
import { SCREEN_ROUTES } from './screen-routes';
import { lazyScreen, preloadOf } from '../lib/lazy-screen';
import { decideRedirect } from './guards/decide-redirect';
import { PageLoader } from '../components/page-loader';
import { startEarlyCalls } from './early-calls';
import { FirstPaintDone } from '../first-paint/first-paint-done';

// The signed-in layouts (navigation, menus, drawers) load with the first screen that needs them, not
// with the login page (the first-load budget).
const StaffLayout = lazyScreen(() => import('./layouts/staff-layout'), 'StaffLayout');
const TransportLayout = lazyScreen(() => import('./layouts/transport-layout'), 'TransportLayout');
const StudentLayout = lazyScreen(() => import('./layouts/student-layout'), 'StudentLayout');
const AdminLayout = lazyScreen(() => import('./layouts/admin-layout'), 'AdminLayout');

/** The screens whose access is one of `kinds`, as child routes. */
const screensFor = (...kinds: RouteAccess[]): RouteObject[] =>
  SCREEN_ROUTES.filter((r) => kinds.includes(ROUTE_ACCESS[r.path])).map(({ path, element }) => ({ path, element }));

const guarded = (layout: ReactNode, children: RouteObject[], loading: ReactNode = <PageLoader />): RouteObject => ({
  element: (
    <RouteGuard>
      <Suspense fallback={loading}>{drawn(layout)}</Suspense>
    </RouteGuard>
  ),
  children,
});

/** A layout or page that, once it shows, takes the place of the page's first paint (src/first-paint). */
const drawn = (element: ReactNode) => (
  <>
    <FirstPaintDone />
    {element}
  </>
);

// React Query and the confirm dialogs' host come with the layout: the login page loads neither.
const withProviders = (layout: ReactNode) => <ScreenProviders>{layout}</ScreenProviders>;

/** The layout of each kind of signed-in screen. */
const LAYOUT_OF: Partial<Record<RouteAccess, { preload: () => void }>> = {
  staff: StaffLayout,
  'card-admin': StaffLayout,
  'card-office': StaffLayout,
  'dues-admin': StaffLayout,
  treasurer: StaffLayout,
  'transport-office': TransportLayout,
  student: StudentLayout,
  admin: AdminLayout,
};

/**
 * Starts loading what a signed-in screen at `pathname` needs (the screen providers, its layout and the
 * screen itself) all at once, before the first render: otherwise each is found only when the one around
 * it has loaded and rendered (Lighthouse on the student dashboard); and, for a student, the
 * screen's first calls (app/early-calls.ts). Nothing for the login page
 * and public pages, or without a session.
 */
export function preloadScreen(user: SessionUser | null, pathname: string): void {
  if (!user) return;
  const target = decideRedirect(user, pathname) ?? pathname;
  const route = SCREEN_ROUTES.find((r) => matchPath({ path: r.path, caseSensitive: false, end: true }, target));
  const layout = route && LAYOUT_OF[ROUTE_ACCESS[route.path]];
  if (!route || !layout) return;
  ScreenProviders.preload();
  layout.preload();
  preloadOf(route.element)?.();
  // In a task of their own: the entry's evaluation is the first load's longest task.
  setTimeout(() => startEarlyCalls(user, target));
}

export const routes: RouteObject[] = [
  guarded(<Outlet />, screensFor('login')),
  // Public pages install no session; the guard lets everyone through.
  { element: drawn(<PublicLayout />), children: screensFor('public') },
  guarded(withProviders(<StaffLayout />), screensFor('staff', 'card-admin', 'card-office', 'dues-admin', 'treasurer')),
  guarded(withProviders(<TransportLayout />), screensFor('transport-office')),
  // A student sees the layout's header while its code loads (the student dashboard's first paint).
  guarded(withProviders(<StudentLayout />), screensFor('student'), <StudentHeaderShell />),
  guarded(withProviders(<AdminLayout />), screensFor('admin')),
  // Change password, two-factor sign-in: any signed-in user, without a layout's navigation.
  guarded(withProviders(<Outlet />), screensFor('user')),
  { path: '*', element: drawn(<NotFound />) },
];

/**
 * The portal's routes. The declarative router is enough: no screen uses loaders, actions or fetchers,
 * and the data router would add ≈ 17 kB gzip to the login page. A 401 anywhere (expired or
 * revoked session) lands on the login page; a call refused until the session changes its one-time password or
 * turns on a required second factor lands on that screen.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => setUnauthorizedHandler(() => void navigate(PATHS.login, { replace: true })), [navigate]);
  useEffect(() => setSettleFirstHandler((screen) => void navigate(PATHS[screen], { replace: true })), [navigate]);
  return useRoutes(routes);
}
