import { PageTitle } from '../../../components/page-title';

/** Placeholder until the data-tools area builds this screen. */
export const ManageStudentImageScreen = () => <PageTitle>Manage Student Image</PageTitle>;
