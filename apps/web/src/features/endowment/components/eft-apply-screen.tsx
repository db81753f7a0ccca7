import { PageTitle } from '../../../components/page-title';

/** Placeholder until the endowment area builds this screen. */
export const EftApplyScreen = () => <PageTitle>Endowment Fund Application</PageTitle>;
