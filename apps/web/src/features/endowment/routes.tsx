import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const EndowmentRequestsScreen = lazyScreen(() => import('./components/endowment-requests-screen'), 'EndowmentRequestsScreen');
const EftApplyScreen = lazyScreen(() => import('./components/eft-apply-screen'), 'EftApplyScreen');
const FinancialAidScreen = lazyScreen(() => import('./components/financial-aid-screen'), 'FinancialAidScreen');

/** The endowment area's routes; guard and layout come from config/route-access.ts. */
export const endowmentRoutes: ScreenRoute[] = [
  { path: PATHS.endowmentRequests, element: <EndowmentRequestsScreen /> },
  { path: PATHS.eftApplyForm, element: <EftApplyScreen /> },
  { path: PATHS.financialAidForm, element: <FinancialAidScreen /> },
];
