import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const NewIdCardsScreen = () => <PageTitle>New ID Card Requests</PageTitle>;
