import { MAX_PHOTO_KB } from '@portal/domain';

/**
 * The English texts only the transport area's screens use (features/transport): added when one of them loads
 * (features/transport/english.ts), not with every screen. ../en.ts joins every part into the catalogue.
 */
export const enTransport = {
  transport: {
    applicationTitle: 'Transport Card Application',
    stop: 'Stop',
    selectStop: 'Select a stop',
    selectRouteFirst: 'Select a route first',
    photo: `Photo (JPEG, at most ${MAX_PHOTO_KB} KB)`,
    choosePhoto: 'Choose a JPEG photo',
    submitApplication: 'Submit Application',
    route: 'Route',
    selectRoute: 'Select a route',
    applicationSubmitted: 'Application Submitted',
    submittedTitle: 'Transport card application submitted',
    submittedText: 'The transport office will review it. Follow its status, and download the fee challan when asked, under My Transport Requests.',
    cannotEdit: 'This request cannot be edited',
    photoNotice: 'Reference {{ref}}: the transport office could not use your photo{{comment}}. Please upload a clear one.',
    studentRequests: 'Student Transport Card Requests',
    yourRequest: 'Your request {{ref}} (route {{route}}, {{stop}}):',
  },
  transportAdmin: {
    stopName: 'Stop Name',
    stopPlaceholder: 'e.g. Kalma Chowk',
    addStop: 'Add Stop',
    stopsOfRoute: 'Stops of the selected route',
    allStops: 'All stops',
    stop: 'Stop',
    stopLabel: 'stop {{name}}',
    editStop: 'Edit Stop',
    routeNumber: 'Route Number',
    routeNumberPlaceholder: 'e.g. 13',
    routeName: 'Route Name',
    routeNamePlaceholder: 'e.g. Johar Town - GCU',
    addRoute: 'Add Route',
    routes: 'Routes',
    stops: 'Stops',
    routeLabel: 'route {{no}}',
    editRoute: 'Edit Route',
    routeNo: 'Route No',
    editThing: 'Edit {{name}}',
    deleteThing: 'Delete {{name}}',
    noStops: 'No stops yet',
    routeList: 'Route List',
    searchRequests: 'Search reference, roll number, name, route, stop or status',
    detailsChanged: 'Details changed',
  },
};
