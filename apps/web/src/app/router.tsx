import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PATHS } from '../config/paths';
import { ROUTE_ACCESS, type RouteAccess } from '../config/route-access';
import { setUnauthorizedHandler } from '../lib/api';
import { RouteGuard } from './guards/route-guard';
import { PublicLayout } from './layouts/public-layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';
import { SCREEN_ROUTES } from './screen-routes';
import { lazyScreen } from '../lib/lazy-screen';
import { PageLoader } from '../components/page-loader';

// The signed-in layouts (navigation, menus, drawers) load with the first screen that needs them, not
// with the login page (issue 13's first-load budget).
const StaffLayout = lazyScreen(() => import('./layouts/staff-layout'), 'StaffLayout');
const TransportLayout = lazyScreen(() => import('./layouts/transport-layout'), 'TransportLayout');
const StudentLayout = lazyScreen(() => import('./layouts/student-layout'), 'StudentLayout');
// Confirm dialogs (components/confirm.tsx) open only on signed-in screens: their provider loads with them.
const ModalsProvider = lazy(() => import('./signed-in-modals').then((m) => ({ default: m.ModalsProvider })));

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

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      guarded(<Outlet />, screensFor('login')),
      // Public pages install no session (DECISIONS 2.3); the guard lets everyone through.
      { element: <PublicLayout />, children: screensFor('public') },
      guarded(
        <ModalsProvider>
          <StaffLayout />
        </ModalsProvider>,
        screensFor('staff', 'card-admin', 'card-office', 'dues-admin', 'treasurer'),
      ),
      guarded(
        <ModalsProvider>
          <TransportLayout />
        </ModalsProvider>,
        screensFor('transport-office'),
      ),
      guarded(
        <ModalsProvider>
          <StudentLayout />
        </ModalsProvider>,
        screensFor('student'),
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A 401 anywhere (expired or revoked session) lands on the login page.
setUnauthorizedHandler(() => void router.navigate(PATHS.login, { replace: true }));
