import { bulkKindsFor, type BulkKind } from '@portal/domain';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSessionUser } from '../../lib/session';
import { BulkActions } from '../bulk-update';
import { useSelectionAction } from './selection-actions';

/** Bulk decisions on a staff list: which kind of rows, and each row's id for the API. */
export interface PagedListBulk<Row> {
  kind: BulkKind;
  /** The row's id as the bulk call takes it (T_ID, TRANS_ID or application ID). */
  rowId: (row: Row) => number;
  /** ID cards: the card list shown. */
  cardType?: number;
}

/**
 * The checkbox column ("select all on this page" in its header) and the bulk buttons of a paged list,
 * for callers who may decide its rows in bulk (`bulkKindsFor`, the same rule the server applies).
 * Ticked rows stay ticked across pages until a change is applied.
 */
export function useBulkSelection<Row>(bulk: PagedListBulk<Row> | undefined, queryKey: QueryKey) {
  const user = useSessionUser();
  const qc = useQueryClient();
  const [selected, setSelected] = useState<Row[]>([]);
  const extra = useSelectionAction(bulk?.kind);
  const enabled = !!bulk && bulkKindsFor(user).includes(bulk.kind);
  if (!enabled || !bulk) return { selected: undefined, setSelected: undefined, actions: null as ReactNode };

  const actions = (
    <>
      <BulkActions
        kind={bulk.kind}
        cardType={bulk.cardType}
        selectedIds={selected.map(bulk.rowId)}
        onApplied={() => {
          setSelected([]);
          void qc.invalidateQueries({ queryKey });
        }}
      />
      {extra?.(selected, () => setSelected([]))}
    </>
  );
  return { selected, setSelected, actions };
}
