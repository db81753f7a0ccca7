import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const EwmsRegistrationScreen = lazyScreen(() => import('./components/ewms-registration-screen'), 'EwmsRegistrationScreen');
const EventRegistrationsScreen = lazyScreen(() => import('./components/event-registrations-screen'), 'EventRegistrationsScreen');

/** The events area's routes; guard and layout come from config/route-access.ts. */
export const eventsRoutes: ScreenRoute[] = [
  { path: PATHS.ewmsRegistration, element: <EwmsRegistrationScreen /> },
  { path: PATHS.eventRegistrations, element: <EventRegistrationsScreen /> },
];
