import { CardRequestsList } from './card-requests-list';

/** Quadruplicate card requests (cardType 7). */
export const QuadruplicateCardsScreen = () => <CardRequestsList cardType={7} />;
