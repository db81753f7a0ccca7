import { PageTitle } from '../../../components/page-title';

/** Placeholder until the transport area builds this screen. */
export const StudentTransportRequestsScreen = () => <PageTitle>Student Transport Card Requests</PageTitle>;
