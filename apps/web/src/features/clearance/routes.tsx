import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const ClearanceRequestsScreen = lazyScreen(() => import('./components/clearance-requests-screen'), 'ClearanceRequestsScreen');
const StudentClearanceFormScreen = lazyScreen(() => import('./components/student-clearance-form-screen'), 'StudentClearanceFormScreen');
const StudentClearanceCertificateScreen = lazyScreen(() => import('./components/student-clearance-certificate-screen'), 'StudentClearanceCertificateScreen');
const VerifyDocumentScreen = lazyScreen(() => import('./components/verify-document-screen'), 'VerifyDocumentScreen');
const StudentClearanceTrackerScreen = lazyScreen(() => import('./components/student-clearance-tracker-screen'), 'StudentClearanceTrackerScreen');

/** The clearance area's routes; guard and layout come from config/route-access.ts. */
export const clearanceRoutes: ScreenRoute[] = [
  { path: PATHS.clearanceRequests, element: <ClearanceRequestsScreen /> },
  { path: PATHS.studentClearanceForm, element: <StudentClearanceFormScreen /> },
  { path: PATHS.studentClearanceCertificate, element: <StudentClearanceCertificateScreen /> },
  { path: PATHS.verify, element: <VerifyDocumentScreen /> },
  { path: PATHS.studentClearanceProgress, element: <StudentClearanceTrackerScreen /> },
];
