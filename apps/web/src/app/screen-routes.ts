import type { ScreenRoute } from '../config/screen-route';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { cardsRoutes } from '../features/cards/routes';
import { challansRoutes } from '../features/challans/routes';
import { clearanceRoutes } from '../features/clearance/routes';
import { dataToolsRoutes } from '../features/data-tools/routes';
import { duesRoutes } from '../features/dues/routes';
import { endowmentRoutes } from '../features/endowment/routes';
import { eventsRoutes } from '../features/events/routes';
import { idCardsRoutes } from '../features/id-cards/routes';
import { insightsRoutes } from '../features/insights/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { studentsRoutes } from '../features/students/routes';
import { transportRoutes } from '../features/transport/routes';

/** Every area's screens; app/router.tsx wraps each in the guard and layout its access asks for. */
export const SCREEN_ROUTES: ScreenRoute[] = [
  ...authRoutes,
  ...clearanceRoutes,
  ...idCardsRoutes,
  ...studentsRoutes,
  ...transportRoutes,
  ...eventsRoutes,
  ...duesRoutes,
  ...dataToolsRoutes,
  ...endowmentRoutes,
  ...insightsRoutes,
  ...challansRoutes,
  ...paymentsRoutes,
  ...cardsRoutes,
  ...adminRoutes,
];
