import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const EditTriplicateCardScreen = () => <PageTitle>Triplicate ID Card Request</PageTitle>;
