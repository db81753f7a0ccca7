import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const EditDuplicateCardScreen = () => <PageTitle>Duplicate ID Card Request</PageTitle>;
