import { CardRequestsList } from './card-requests-list';

/** Duplicate card requests (cardType 2). */
export const DuplicateIdCardsScreen = () => <CardRequestsList cardType={2} />;
