import { CardRequestsList } from './card-requests-list';

/** New card requests (cardType 1). */
export const NewIdCardsScreen = () => <CardRequestsList cardType={1} />;
