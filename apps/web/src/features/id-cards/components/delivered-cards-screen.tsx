import { CardRequestsList } from './card-requests-list';

/** Delivered card requests (cardType 5). */
export const DeliveredCardsScreen = () => <CardRequestsList cardType={5} />;
