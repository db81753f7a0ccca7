import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const NewIdCardsScreen = lazyScreen(() => import('./components/new-id-cards-screen'), 'NewIdCardsScreen');
const DuplicateIdCardsScreen = lazyScreen(() => import('./components/duplicate-id-cards-screen'), 'DuplicateIdCardsScreen');
const TriplicateIdCardsScreen = lazyScreen(() => import('./components/triplicate-id-cards-screen'), 'TriplicateIdCardsScreen');
const QuadruplicateCardsScreen = lazyScreen(() => import('./components/quadruplicate-cards-screen'), 'QuadruplicateCardsScreen');
const DeliveredCardsScreen = lazyScreen(() => import('./components/delivered-cards-screen'), 'DeliveredCardsScreen');
const DeletedRequestsScreen = lazyScreen(() => import('./components/deleted-requests-screen'), 'DeletedRequestsScreen');
const EditNewCardScreen = lazyScreen(() => import('./components/edit-new-card-screen'), 'EditNewCardScreen');
const EditDuplicateCardScreen = lazyScreen(() => import('./components/edit-duplicate-card-screen'), 'EditDuplicateCardScreen');
const EditTriplicateCardScreen = lazyScreen(() => import('./components/edit-triplicate-card-screen'), 'EditTriplicateCardScreen');

/** The id-cards area's routes; guard and layout come from config/route-access.ts. */
export const idCardsRoutes: ScreenRoute[] = [
  { path: PATHS.newIdCards, element: <NewIdCardsScreen /> },
  { path: PATHS.cardAdmin, element: <NewIdCardsScreen /> },
  { path: PATHS.duplicateIdCards, element: <DuplicateIdCardsScreen /> },
  { path: PATHS.triplicateIdCards, element: <TriplicateIdCardsScreen /> },
  { path: PATHS.quadruplicateCards, element: <QuadruplicateCardsScreen /> },
  { path: PATHS.deliveredCards, element: <DeliveredCardsScreen /> },
  { path: PATHS.deletedRecord, element: <DeletedRequestsScreen /> },
  { path: PATHS.deletedRequests, element: <DeletedRequestsScreen /> },
  { path: PATHS.editNewCard, element: <EditNewCardScreen /> },
  { path: PATHS.editDuplicateCard, element: <EditDuplicateCardScreen /> },
  { path: PATHS.editTriplicateCard, element: <EditTriplicateCardScreen /> },
];
