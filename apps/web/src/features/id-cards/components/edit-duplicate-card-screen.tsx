import { EditCardScreen } from './edit-card-screen';

/** /student-duplicate-card/{T_ID}: returns to /students-duplicate-id-cards. */
export const EditDuplicateCardScreen = () => <EditCardScreen cardType={2} title="Duplicate ID Card Request" />;
