import { PageTitle } from '../../../components/page-title';

/** Placeholder until the clearance area builds this screen. */
export const StudentClearanceCertificateScreen = () => <PageTitle>Clearance Certificate</PageTitle>;
