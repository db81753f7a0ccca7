import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const CardDuesScreen = lazyScreen(() => import('./components/card-dues-screen'), 'CardDuesScreen');

/** The dues area's routes; guard and layout come from config/route-access.ts. */
export const duesRoutes: ScreenRoute[] = [
  { path: PATHS.cardDues, element: <CardDuesScreen /> },
];
