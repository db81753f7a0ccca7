import { Alert, Button, Modal, Radio, Stack, Table, Text } from '@mantine/core';
import type { CardKind, PrintLayout, PrintRefusal } from '@portal/domain/cards/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelAndActions } from '../../../components/cancel-and-actions';
import { translateMessage } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { printCardBatch } from '../api/print-card-batch';
import '../english';

export interface PrintCardsDialogProps {
  kind: CardKind;
  ids: number[];
  opened: boolean;
  onClose: () => void;
  /** After the PDF downloaded: the list clears its selection. */
  onPrinted: () => void;
}

/**
 * Chooses the layout and prints; a refused batch shows each refused request and why, and offers to print the
 * others (the rows that can be printed are not held back by one that cannot).
 */
export function PrintCardsDialog({ kind, ids, opened, onClose, onPrinted }: PrintCardsDialogProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<PrintLayout>('cr80');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ msg: string; msgCode: string | null; rows: PrintRefusal[] } | null>(null);

  const close = () => {
    setRefused(null);
    onClose();
  };

  const refusedIds = new Set(refused?.rows.map((r) => r.id) ?? []);
  const printable = ids.filter((id) => !refusedIds.has(id));

  async function print(which: number[]) {
    setBusy(true);
    setRefused(null);
    try {
      const outcome = await printCardBatch(kind, which, layout);
      if (outcome.printed) {
        toast.success(t('digitalCard.print.printed', { n: which.length }));
        onPrinted();
        close();
      } else {
        setRefused({ msg: outcome.msg, msgCode: outcome.msgCode, rows: outcome.refused });
      }
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={t('digitalCard.print.title')} size="lg">
      <Stack gap="md">
        <Text>{t('digitalCard.print.selected', { n: ids.length })}</Text>
        <Radio.Group label={t('digitalCard.print.layout')} value={layout} onChange={(v) => setLayout(v as PrintLayout)}>
          <Stack gap="xs" mt="xs">
            <Radio value="cr80" label={t('digitalCard.print.cr80')} />
            <Radio value="a4" label={t('digitalCard.print.a4')} />
          </Stack>
        </Radio.Group>
        {refused ? (
          <Alert color="red" title={t('digitalCard.print.refusedTitle')} data-testid="print-refused">
            <Text size="sm" mb="xs">
              {translateMessage(refused.msg, refused.msgCode)}
            </Text>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('digitalCard.print.reference')}</Table.Th>
                  <Table.Th>{t('digitalCard.print.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {refused.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.id}</Table.Td>
                    <Table.Td>{translateMessage(r.reason, r.msgCode, r.msgArgs)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Alert>
        ) : null}
        <CancelAndActions onCancel={close}>
          {refused && printable.length ? (
            <Button onClick={() => void print(printable)} loading={busy}>
              {t('digitalCard.print.printOthers', { n: printable.length })}
            </Button>
          ) : (
            <Button onClick={() => void print(ids)} loading={busy} disabled={!!refused}>
              {t('digitalCard.print.print')}
            </Button>
          )}
        </CancelAndActions>
      </Stack>
    </Modal>
  );
}
