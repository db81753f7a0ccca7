import { PageTitle } from '../../../components/page-title';

/** Placeholder until the id-cards area builds this screen. */
export const StudentDuplicateCardScreen = () => <PageTitle>Duplicate ID Card</PageTitle>;
