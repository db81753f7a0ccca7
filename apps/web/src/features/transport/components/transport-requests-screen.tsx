import { PageTitle } from '../../../components/page-title';

/** Placeholder until the transport area builds this screen. */
export const TransportRequestsScreen = () => <PageTitle>Transport Card Requests</PageTitle>;
