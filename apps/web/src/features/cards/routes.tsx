import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const MyCardScreen = lazyScreen(() => import('./components/my-card-screen'), 'MyCardScreen');
const VerifyCardScreen = lazyScreen(() => import('./components/verify-card-screen'), 'VerifyCardScreen');

/** The cards area's routes; guard and layout come from config/route-access.ts. */
export const cardsRoutes: ScreenRoute[] = [
  { path: PATHS.myCard, element: <MyCardScreen /> },
  { path: PATHS.verifyCard, element: <VerifyCardScreen /> },
];
