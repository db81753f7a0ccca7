import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const TransportRequestsScreen = lazyScreen(() => import('./components/transport-requests-screen'), 'TransportRequestsScreen');
const AddTransportRouteScreen = lazyScreen(() => import('./components/add-transport-route-screen'), 'AddTransportRouteScreen');
const AddBusStopScreen = lazyScreen(() => import('./components/add-bus-stop-screen'), 'AddBusStopScreen');
const ViewTransportRoutesScreen = lazyScreen(() => import('./components/view-transport-routes-screen'), 'ViewTransportRoutesScreen');
const StudentTransportRequestsScreen = lazyScreen(() => import('./components/student-transport-requests-screen'), 'StudentTransportRequestsScreen');
const TransportApplyScreen = lazyScreen(() => import('./components/transport-apply-screen'), 'TransportApplyScreen');
const UpdateTransportRequestScreen = lazyScreen(() => import('./components/update-transport-request-screen'), 'UpdateTransportRequestScreen');
const TransportSuccessScreen = lazyScreen(() => import('./components/transport-success-screen'), 'TransportSuccessScreen');

/** The transport area's routes; guard and layout come from config/route-access.ts. */
export const transportRoutes: ScreenRoute[] = [
  { path: PATHS.transportAdmin, element: <TransportRequestsScreen /> },
  { path: PATHS.addTransportRoute, element: <AddTransportRouteScreen /> },
  { path: PATHS.addBusStop, element: <AddBusStopScreen /> },
  { path: PATHS.viewTransportRoute, element: <ViewTransportRoutesScreen /> },
  { path: PATHS.studentTransportRequests, element: <StudentTransportRequestsScreen /> },
  { path: PATHS.transportApplyForm, element: <TransportApplyScreen /> },
  { path: PATHS.updateTransportRequest, element: <UpdateTransportRequestScreen /> },
  { path: PATHS.success1, element: <TransportSuccessScreen /> },
];
