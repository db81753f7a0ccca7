/** The students area's screens: one lazily loaded chunk (see routes.tsx). */
export { HomeScreen } from './components/home-screen';
export { StudentProfileScreen } from './components/student-profile-screen';
export { SuccessScreen } from './components/success-screen';
export { NewInterStudentsScreen } from './components/new-inter-students-screen';
export { NewCardScreen } from './components/new-card-screen';
export { DuplicateCardScreen } from './components/duplicate-card-screen';
export { MyRequestsScreen } from './components/my-requests-screen';
export { UpdateCardRequestScreen } from './components/update-card-request-screen';
