/** The students area's screens: one lazily loaded chunk (see routes.tsx). */
export { HomeScreen } from './components/home-screen';
export { StudentProfileScreen } from './components/student-profile-screen';
export { SuccessScreen } from './components/success-screen';
export { NewInterStudentsScreen } from './components/new-inter-students-screen';
