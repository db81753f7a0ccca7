/** The id-cards area's screens: one lazily loaded chunk (see routes.tsx). */
export { NewIdCardsScreen } from './components/new-id-cards-screen';
export { DuplicateIdCardsScreen } from './components/duplicate-id-cards-screen';
export { TriplicateIdCardsScreen } from './components/triplicate-id-cards-screen';
export { QuadruplicateCardsScreen } from './components/quadruplicate-cards-screen';
export { DeliveredCardsScreen } from './components/delivered-cards-screen';
export { DeletedRequestsScreen } from './components/deleted-requests-screen';
export { EditNewCardScreen } from './components/edit-new-card-screen';
export { EditDuplicateCardScreen } from './components/edit-duplicate-card-screen';
export { EditTriplicateCardScreen } from './components/edit-triplicate-card-screen';
