import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const SettlementScreen = lazyScreen(() => import('./components/settlement-screen'), 'SettlementScreen');

/** Payments through the banks' bill-payment network: the treasurer's settlement view. */
export const paymentsRoutes: ScreenRoute[] = [{ path: PATHS.bankPayments, element: <SettlementScreen /> }];
