import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const HomeScreen = lazyScreen(() => import('./components/home-screen'), 'HomeScreen');
const StudentProfileScreen = lazyScreen(() => import('./components/student-profile-screen'), 'StudentProfileScreen');
const SuccessScreen = lazyScreen(() => import('./components/success-screen'), 'SuccessScreen');
const MyRequestsScreen = lazyScreen(() => import('./components/my-requests-screen'), 'MyRequestsScreen');

/** The students area's routes (the student's own dashboard, profile, requests and the page after applying); guard and layout come from config/route-access.ts. */
export const studentsRoutes: ScreenRoute[] = [
  { path: PATHS.home, element: <HomeScreen /> },
  { path: PATHS.studentProfile, element: <StudentProfileScreen /> },
  { path: PATHS.success, element: <SuccessScreen /> },
  { path: PATHS.studentCardRequests, element: <MyRequestsScreen /> },
];
