import { PageTitle } from '../../../components/page-title';

/** Placeholder until the students area builds this screen. */
export const StudentProfileScreen = () => <PageTitle>My Profile</PageTitle>;
