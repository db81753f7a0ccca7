import type { ReactNode } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PATHS } from '../config/paths';
import { ROUTE_ACCESS, type RouteAccess } from '../config/route-access';
import { setUnauthorizedHandler } from '../lib/api';
import { RouteGuard } from './guards/route-guard';
import { PublicLayout } from './layouts/public-layout';
import { StaffLayout } from './layouts/staff-layout';
import { StudentLayout } from './layouts/student-layout';
import { TransportLayout } from './layouts/transport-layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';
import { SCREEN_ROUTES } from './screen-routes';

/** The screens whose access is one of `kinds`, as child routes. */
const screensFor = (...kinds: RouteAccess[]): RouteObject[] =>
  SCREEN_ROUTES.filter((r) => kinds.includes(ROUTE_ACCESS[r.path])).map(({ path, element }) => ({ path, element }));

const guarded = (layout: ReactNode, children: RouteObject[]): RouteObject => ({ element: <RouteGuard>{layout}</RouteGuard>, children });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      guarded(<Outlet />, screensFor('login')),
      // Public pages install no session (DECISIONS 2.3); the guard lets everyone through.
      { element: <PublicLayout />, children: screensFor('public') },
      guarded(<StaffLayout />, screensFor('staff', 'card-admin', 'card-office', 'dues-admin')),
      guarded(<TransportLayout />, screensFor('transport-office')),
      guarded(<StudentLayout />, screensFor('student')),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

// A 401 anywhere (expired or revoked session) lands on the login page.
setUnauthorizedHandler(() => void router.navigate(PATHS.login, { replace: true }));
