import { EditCardScreen } from './edit-card-screen';

/** /student-triplicate-card/{T_ID}: returns to /students-triplicate-id-cards. */
export const EditTriplicateCardScreen = () => <EditCardScreen cardType={3} title="Triplicate ID Card Request" />;
