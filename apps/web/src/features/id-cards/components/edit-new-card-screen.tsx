import { EditCardScreen } from './edit-card-screen';

/** /student/{T_ID}: the normal form; returns to /card-admin. */
export const EditNewCardScreen = () => <EditCardScreen cardType={1} title="New ID Card Request" />;
