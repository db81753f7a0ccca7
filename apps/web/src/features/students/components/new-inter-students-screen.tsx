import { PageTitle } from '../../../components/page-title';

/** Placeholder until the students area builds this screen. */
export const NewInterStudentsScreen = () => <PageTitle>New Intermediate Students</PageTitle>;
