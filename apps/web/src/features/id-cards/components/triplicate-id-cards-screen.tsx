import { CardRequestsList } from './card-requests-list';

/** Triplicate card requests (cardType 3). */
export const TriplicateIdCardsScreen = () => <CardRequestsList cardType={3} />;
