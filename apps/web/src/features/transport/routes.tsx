import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const screens = () => import('./screens');
const TransportRequestsScreen = lazyScreen(screens, 'TransportRequestsScreen');
const AddTransportRouteScreen = lazyScreen(screens, 'AddTransportRouteScreen');
const AddBusStopScreen = lazyScreen(screens, 'AddBusStopScreen');
const ViewTransportRoutesScreen = lazyScreen(screens, 'ViewTransportRoutesScreen');
const StudentTransportRequestsScreen = lazyScreen(screens, 'StudentTransportRequestsScreen');
const TransportApplyScreen = lazyScreen(screens, 'TransportApplyScreen');
const UpdateTransportRequestScreen = lazyScreen(screens, 'UpdateTransportRequestScreen');
const TransportSuccessScreen = lazyScreen(screens, 'TransportSuccessScreen');

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
