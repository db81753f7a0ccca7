import { PATHS } from '../../config/paths';
import type { ScreenRoute } from '../../config/screen-route';
import { lazyScreen } from '../../lib/lazy-screen';

const screens = () => import('./screens');
const NewIdCardsScreen = lazyScreen(screens, 'NewIdCardsScreen');
const DuplicateIdCardsScreen = lazyScreen(screens, 'DuplicateIdCardsScreen');
const TriplicateIdCardsScreen = lazyScreen(screens, 'TriplicateIdCardsScreen');
const QuadruplicateCardsScreen = lazyScreen(screens, 'QuadruplicateCardsScreen');
const DeliveredCardsScreen = lazyScreen(screens, 'DeliveredCardsScreen');
const DeletedRequestsScreen = lazyScreen(screens, 'DeletedRequestsScreen');
const EditNewCardScreen = lazyScreen(screens, 'EditNewCardScreen');
const EditDuplicateCardScreen = lazyScreen(screens, 'EditDuplicateCardScreen');
const EditTriplicateCardScreen = lazyScreen(screens, 'EditTriplicateCardScreen');

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
