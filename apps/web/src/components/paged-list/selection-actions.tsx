import type { BulkKind } from '@portal/domain';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * More buttons on a staff list's ticked rows, by the kind of rows (e.g. printing the cards of ID-card or
 * transport requests). Another area's screens plug them in from app/ (app/selection-actions.tsx), so a list
 * needs to know nothing of them; they show for the callers who may tick the rows.
 */
export type SelectionActions = Partial<Record<BulkKind, (rows: readonly unknown[], clearSelection: () => void) => ReactNode>>;

const SelectionActionsContext = createContext<SelectionActions>({});

export const SelectionActionsProvider = SelectionActionsContext.Provider;

/** The extra buttons for ticked rows of `kind`, if any area plugged some in. */
export const useSelectionAction = (kind: BulkKind | undefined) => {
  const actions = useContext(SelectionActionsContext);
  return kind ? actions[kind] : undefined;
};
