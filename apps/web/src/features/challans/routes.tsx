import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const ReconcileScreen = lazyScreen(() => import('./components/reconcile-screen'), 'ReconcileScreen');

/** Challan records: the treasurer's bank-statement reconciliation. */
export const challansRoutes: ScreenRoute[] = [{ path: PATHS.challanReconciliation, element: <ReconcileScreen /> }];
