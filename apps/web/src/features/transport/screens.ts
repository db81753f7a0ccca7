/** The transport area's screens: one lazily loaded chunk (see routes.tsx). */

export { AddBusStopScreen } from './components/add-bus-stop-screen';
export { AddTransportRouteScreen } from './components/add-transport-route-screen';
export { StudentTransportRequestsScreen } from './components/student-transport-requests-screen';
export { TransportApplyScreen } from './components/transport-apply-screen';
export { TransportRequestsScreen } from './components/transport-requests-screen';
export { TransportSuccessScreen } from './components/transport-success-screen';
export { UpdateTransportRequestScreen } from './components/update-transport-request-screen';
export { ViewTransportRoutesScreen } from './components/view-transport-routes-screen';
