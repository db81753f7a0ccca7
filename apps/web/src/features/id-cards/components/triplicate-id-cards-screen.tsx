import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const TriplicateIdCardsScreen = () => <PageTitle>Triplicate ID Card Requests</PageTitle>;
