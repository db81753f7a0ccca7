import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const screens = () => import('./screens');
const ClearanceRequestsScreen = lazyScreen(screens, 'ClearanceRequestsScreen');
const StudentClearanceFormScreen = lazyScreen(screens, 'StudentClearanceFormScreen');
const StudentClearanceCertificateScreen = lazyScreen(screens, 'StudentClearanceCertificateScreen');
const VerifyDocumentScreen = lazyScreen(screens, 'VerifyDocumentScreen');
const StudentClearanceTrackerScreen = lazyScreen(screens, 'StudentClearanceTrackerScreen');

/** The clearance area's routes; guard and layout come from config/route-access.ts. */
export const clearanceRoutes: ScreenRoute[] = [
  { path: PATHS.clearanceRequests, element: <ClearanceRequestsScreen /> },
  { path: PATHS.studentClearanceForm, element: <StudentClearanceFormScreen /> },
  { path: PATHS.studentClearanceCertificate, element: <StudentClearanceCertificateScreen /> },
  { path: PATHS.verify, element: <VerifyDocumentScreen /> },
  { path: PATHS.studentClearanceProgress, element: <StudentClearanceTrackerScreen /> },
];
