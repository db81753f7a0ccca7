import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const screens = () => import('./screens');
const HomeScreen = lazyScreen(screens, 'HomeScreen');
const StudentProfileScreen = lazyScreen(screens, 'StudentProfileScreen');
const SuccessScreen = lazyScreen(screens, 'SuccessScreen');
const NewInterStudentsScreen = lazyScreen(screens, 'NewInterStudentsScreen');
const NewCardScreen = lazyScreen(screens, 'NewCardScreen');
const DuplicateCardScreen = lazyScreen(screens, 'DuplicateCardScreen');
const MyRequestsScreen = lazyScreen(screens, 'MyRequestsScreen');
const UpdateCardRequestScreen = lazyScreen(screens, 'UpdateCardRequestScreen');

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
