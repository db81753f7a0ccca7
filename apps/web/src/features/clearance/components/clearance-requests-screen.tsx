import { PageTitle } from '../../../components/page-title';

/** Placeholder until the clearance area builds this screen. */
export const ClearanceRequestsScreen = () => <PageTitle>Clearance Requests</PageTitle>;
