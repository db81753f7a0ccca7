import { PageTitle } from '../../../components/page-title';

/** Placeholder until the dues area builds this screen. */
export const CardDuesScreen = () => <PageTitle>All Card Dues</PageTitle>;
