import { PageTitle } from '../../../components/page-title';

/** Placeholder until the clearance area builds this screen. */
export const StudentClearanceFormScreen = () => <PageTitle>Clearance Certificate Application</PageTitle>;
