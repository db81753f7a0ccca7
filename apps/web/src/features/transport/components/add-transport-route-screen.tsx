import { PageTitle } from '../../../components/page-title';

/** Placeholder until the transport area builds this screen. */
export const AddTransportRouteScreen = () => <PageTitle>Add Route</PageTitle>;
