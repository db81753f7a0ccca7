import { lazy, type ReactNode, Suspense } from 'react';
import { type SelectionActions, SelectionActionsProvider } from '../components/paged-list/selection-actions';

/** The cards area's Print cards button, loaded with the first list row ticked by someone who may print. */
const PrintCardsButton = lazy(() => import('../features/cards/components/print-cards-button').then((m) => ({ default: m.PrintCardsButton })));

/** The requests' numbers a print batch takes (TRANS_ID, on both the ID-card and the transport rows). */
const transIds = (rows: readonly unknown[]) => rows.map((r) => (r as { TRANS_ID: number }).TRANS_ID);

/** Buttons other areas add to the staff lists' ticked rows: the card office's and the transport office's Print cards. */
const ACTIONS: SelectionActions = {
  idcard: (rows, clear) => (
    <Suspense fallback={null}>
      <PrintCardsButton kind="id-card" ids={transIds(rows)} onPrinted={clear} />
    </Suspense>
  ),
  transport: (rows, clear) => (
    <Suspense fallback={null}>
      <PrintCardsButton kind="transport-pass" ids={transIds(rows)} onPrinted={clear} />
    </Suspense>
  ),
};

/** Plugs the areas' row actions into every list of the screens below. */
export function ListSelectionActions({ children }: { children: ReactNode }) {
  return <SelectionActionsProvider value={ACTIONS}>{children}</SelectionActionsProvider>;
}
