import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const QuadruplicateCardsScreen = () => <PageTitle>Quadruplicate Card Requests</PageTitle>;
