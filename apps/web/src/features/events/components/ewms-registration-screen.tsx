import { PageTitle } from '../../../components/page-title';

/** Placeholder until the events area builds this screen. */
export const EwmsRegistrationScreen = () => <PageTitle>EWMS Event Ticket Registration</PageTitle>;
