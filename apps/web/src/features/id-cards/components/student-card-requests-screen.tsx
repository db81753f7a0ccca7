import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const StudentCardRequestsScreen = () => <PageTitle>My Requests</PageTitle>;
