import { PageTitle } from '../../../components/page-title';

/** Placeholder until the endowment area builds this screen. */
export const EndowmentRequestsScreen = () => <PageTitle>Endowment Funds</PageTitle>;
