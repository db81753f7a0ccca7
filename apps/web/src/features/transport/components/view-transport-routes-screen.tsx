import { PageTitle } from '../../../components/page-title';

/** Placeholder until the transport area builds this screen. */
export const ViewTransportRoutesScreen = () => <PageTitle>Transport Routes</PageTitle>;
