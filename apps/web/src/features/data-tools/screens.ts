/** The data-tools area's screens: one lazily loaded chunk (see routes.tsx). */
export { StudentQueryManagerScreen } from './components/student-query-manager-screen';
export { ManageStudentImageScreen } from './components/manage-student-image-screen';
export { DeleteStudentRecordScreen } from './components/delete-student-record-screen';
