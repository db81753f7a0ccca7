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
const NewInterStudentsScreen = lazyScreen(() => import('./components/new-inter-students-screen'), 'NewInterStudentsScreen');
const NewCardScreen = lazyScreen(() => import('./components/new-card-screen'), 'NewCardScreen');
const DuplicateCardScreen = lazyScreen(() => import('./components/duplicate-card-screen'), 'DuplicateCardScreen');
const UpdateCardRequestScreen = lazyScreen(() => import('./components/update-card-request-screen'), 'UpdateCardRequestScreen');

/** The id-cards area's routes (the card office's lists and edit screens, the student's card application); guard and layout come from config/route-access.ts. */
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
  { path: PATHS.newInterStudents, element: <NewInterStudentsScreen /> },
  { path: PATHS.universityCard, element: <NewCardScreen /> },
  { path: PATHS.studentUniversityCard, element: <NewCardScreen /> },
  { path: PATHS.studentDuplicateCard, element: <DuplicateCardScreen /> },
  { path: PATHS.updateNewCardRequest, element: <UpdateCardRequestScreen /> },
];
