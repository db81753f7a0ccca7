import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const screens = () => import('./screens');
const EndowmentRequestsScreen = lazyScreen(screens, 'EndowmentRequestsScreen');
const EftApplyScreen = lazyScreen(screens, 'EftApplyScreen');
const FinancialAidScreen = lazyScreen(screens, 'FinancialAidScreen');

/** The endowment area's routes; guard and layout come from config/route-access.ts. */
export const endowmentRoutes: ScreenRoute[] = [
  { path: PATHS.endowmentRequests, element: <EndowmentRequestsScreen /> },
  { path: PATHS.eftApplyForm, element: <EftApplyScreen /> },
  { path: PATHS.financialAidForm, element: <FinancialAidScreen /> },
];
