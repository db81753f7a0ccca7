import { PageTitle } from '../../../components/page-title';

/** Placeholder until the students area builds this screen. */
export const SuccessScreen = () => <PageTitle>Application Submitted</PageTitle>;
