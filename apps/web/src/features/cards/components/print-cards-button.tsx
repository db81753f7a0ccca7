import { Button } from '@mantine/core';
import type { CardKind } from '@portal/domain/cards/schemas';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/lazy-dialog';
import '../english';

/** Loads with its first opening (components/lazy-dialog.tsx). */
const PrintCardsDialog = lazyDialog(
  () => import('./print-cards-dialog').then((m) => m.PrintCardsDialog),
  (p) => p.opened,
);

/**
 * "Print cards" on a card list's toolbar, for the ticked rows (`ids`: the requests' TRANS_IDs): choose the
 * layout, the PDF downloads; requests not ready are listed with their reasons and nothing is printed.
 */
export function PrintCardsButton({ kind, ids, onPrinted }: { kind: CardKind; ids: number[]; onPrinted: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (ids.length === 0) return null;
  return (
    <>
      <Button size="sm" variant="outline" leftSection={<IconPrinter size={16} />} onClick={() => setOpened(true)}>
        {t('digitalCard.print.button', { n: ids.length })}
      </Button>
      <PrintCardsDialog kind={kind} ids={ids} opened={opened} onClose={() => setOpened(false)} onPrinted={onPrinted} />
    </>
  );
}
