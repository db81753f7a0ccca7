import type { ReactNode } from 'react';
import type { PathPattern } from './paths';

/**
 * One screen of an area (features/<area>/routes.tsx). The path must be in PATHS and in
 * ROUTE_ACCESS, which decides its guard and layout (app/router.tsx).
 */
export interface ScreenRoute {
  path: PathPattern;
  element: ReactNode;
}
