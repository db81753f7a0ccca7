import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const StudentQueryManagerScreen = lazyScreen(() => import('./components/student-query-manager-screen'), 'StudentQueryManagerScreen');
const ManageStudentImageScreen = lazyScreen(() => import('./components/manage-student-image-screen'), 'ManageStudentImageScreen');
const DeleteStudentRecordScreen = lazyScreen(() => import('./components/delete-student-record-screen'), 'DeleteStudentRecordScreen');

/** The data-tools area's routes; guard and layout come from config/route-access.ts. */
export const dataToolsRoutes: ScreenRoute[] = [
  { path: PATHS.studentQueryManager, element: <StudentQueryManagerScreen /> },
  { path: PATHS.manageStudentImage, element: <ManageStudentImageScreen /> },
  { path: PATHS.manageRecordData, element: <DeleteStudentRecordScreen /> },
  { path: PATHS.manageRecord, element: <DeleteStudentRecordScreen /> },
];
