/** The clearance area's screens: one lazily loaded chunk (see routes.tsx). */
export { ClearanceRequestsScreen } from './components/clearance-requests-screen';
export { StudentClearanceCertificateScreen } from './components/student-clearance-certificate-screen';
export { StudentClearanceFormScreen } from './components/student-clearance-form-screen';
export { StudentClearanceTrackerScreen } from './components/student-clearance-tracker-screen';
export { VerifyDocumentScreen } from './components/verify-document-screen';
