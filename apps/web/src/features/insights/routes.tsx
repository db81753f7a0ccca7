import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const InsightsScreen = lazyScreen(() => import('./components/insights-screen'), 'InsightsScreen');

/** The insights dashboard: in the staff layout, and in the transport admin area for the transport office. */
export const insightsRoutes: ScreenRoute[] = [
  { path: PATHS.insights, element: <InsightsScreen /> },
  { path: PATHS.transportInsights, element: <InsightsScreen /> },
];
