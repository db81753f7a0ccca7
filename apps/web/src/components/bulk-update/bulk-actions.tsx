import { Button } from '@mantine/core';
import type { BulkKind } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../lazy-dialog';

/** Loads with its first opening (components/lazy-dialog.tsx). */
const BulkUpdateDialog = lazyDialog(
  () => import('./bulk-update-dialog').then((m) => m.BulkUpdateDialog),
  (p) => p.opened,
);

export interface BulkActionsProps {
  kind: BulkKind;
  cardType?: number;
  selectedIds: number[];
  /** After a change: reload the list and clear the selection. */
  onApplied: () => void;
}

/** The list toolbar's bulk buttons: change the ticked rows, or paste roll numbers. */
export function BulkActions(props: BulkActionsProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const n = props.selectedIds.length;
  return (
    <>
      {n ? (
        <Button size="sm" onClick={() => setOpened(true)}>
          {t('bulkUpdate.changeSelected', { n })}
        </Button>
      ) : null}
      <Button variant="light" size="sm" onClick={() => setOpened(true)}>
        {t('bulkUpdate.pasteRollNumbers')}
      </Button>
      <BulkUpdateDialog opened={opened} onClose={() => setOpened(false)} {...props} />
    </>
  );
}
