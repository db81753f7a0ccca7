import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const screens = () => import('./screens');
const StudentQueryManagerScreen = lazyScreen(screens, 'StudentQueryManagerScreen');
const ManageStudentImageScreen = lazyScreen(screens, 'ManageStudentImageScreen');
const DeleteStudentRecordScreen = lazyScreen(screens, 'DeleteStudentRecordScreen');

/** The data-tools area's routes; guard and layout come from config/route-access.ts. */
export const dataToolsRoutes: ScreenRoute[] = [
  { path: PATHS.studentQueryManager, element: <StudentQueryManagerScreen /> },
  { path: PATHS.manageStudentImage, element: <ManageStudentImageScreen /> },
  { path: PATHS.manageRecordData, element: <DeleteStudentRecordScreen /> },
  { path: PATHS.manageRecord, element: <DeleteStudentRecordScreen /> },
];
