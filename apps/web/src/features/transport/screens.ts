/** The transport area's screens: one lazily loaded chunk (see routes.tsx). */
export { TransportRequestsScreen } from './components/transport-requests-screen';
export { AddTransportRouteScreen } from './components/add-transport-route-screen';
export { AddBusStopScreen } from './components/add-bus-stop-screen';
export { ViewTransportRoutesScreen } from './components/view-transport-routes-screen';
export { StudentTransportRequestsScreen } from './components/student-transport-requests-screen';
export { TransportApplyScreen } from './components/transport-apply-screen';
export { UpdateTransportRequestScreen } from './components/update-transport-request-screen';
export { TransportSuccessScreen } from './components/transport-success-screen';
