import { PageTitle } from '../../../components/page-title';

/** Placeholder until the endowment area builds this screen. */
export const FinancialAidScreen = () => <PageTitle>Financial Aid Application</PageTitle>;
