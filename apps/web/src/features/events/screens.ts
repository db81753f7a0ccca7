/** The events area's screens: one lazily loaded chunk (see routes.tsx). */
export { EwmsRegistrationScreen } from './components/ewms-registration-screen';
export { EventRegistrationsScreen } from './components/event-registrations-screen';
