import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const HomeScreen = lazyScreen(() => import('./components/home-screen'), 'HomeScreen');
const StudentProfileScreen = lazyScreen(() => import('./components/student-profile-screen'), 'StudentProfileScreen');
const SuccessScreen = lazyScreen(() => import('./components/success-screen'), 'SuccessScreen');
const NewInterStudentsScreen = lazyScreen(() => import('./components/new-inter-students-screen'), 'NewInterStudentsScreen');
const NewCardScreen = lazyScreen(() => import('./components/new-card-screen'), 'NewCardScreen');
const DuplicateCardScreen = lazyScreen(() => import('./components/duplicate-card-screen'), 'DuplicateCardScreen');
const MyRequestsScreen = lazyScreen(() => import('./components/my-requests-screen'), 'MyRequestsScreen');
const UpdateCardRequestScreen = lazyScreen(() => import('./components/update-card-request-screen'), 'UpdateCardRequestScreen');

/** The students area's routes; guard and layout come from config/route-access.ts. */
export const studentsRoutes: ScreenRoute[] = [
  { path: PATHS.home, element: <HomeScreen /> },
  { path: PATHS.studentProfile, element: <StudentProfileScreen /> },
  { path: PATHS.success, element: <SuccessScreen /> },
  { path: PATHS.newInterStudents, element: <NewInterStudentsScreen /> },
  { path: PATHS.universityCard, element: <NewCardScreen /> },
  { path: PATHS.studentUniversityCard, element: <NewCardScreen /> },
  { path: PATHS.studentDuplicateCard, element: <DuplicateCardScreen /> },
  { path: PATHS.studentCardRequests, element: <MyRequestsScreen /> },
  { path: PATHS.updateNewCardRequest, element: <UpdateCardRequestScreen /> },
];
