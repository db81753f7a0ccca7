import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const DuplicateIdCardsScreen = () => <PageTitle>Duplicate ID Card Requests</PageTitle>;
