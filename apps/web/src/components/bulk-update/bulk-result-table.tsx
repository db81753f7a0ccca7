import { ScrollArea, Table, Text } from '@mantine/core';
import { type BulkResult, refusedRowLabel } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';

/** Every row of a bulk call: changed (or "will change" in a preview), already so (nothing written), or refused with the reason. */
export function BulkResultTable({ result, preview }: { result: BulkResult; preview: boolean }) {
  const { t } = useTranslation();
  const rows = [
    ...result.refused.map((r) => ({ key: `r-${r.T_ID ?? ''}-${r.ROLNO ?? ''}-${r.reason}`, label: refusedRowLabel(r), outcome: 'refused' as const, reason: translateMessage(r.reason, r.msgCode, r.msgArgs) })),
    ...result.changed.map((c) => ({ key: `c-${c.T_ID}`, label: c.ROLNO ?? `#${c.T_ID}`, outcome: 'changed' as const, reason: '' })),
    ...(result.unchanged ?? []).map((c) => ({ key: `u-${c.T_ID}`, label: c.ROLNO ?? `#${c.T_ID}`, outcome: 'unchanged' as const, reason: '' })),
  ];
  const said = {
    refused: { text: preview ? 'bulkUpdate.willBeRefused' : 'bulkUpdate.refused', color: 'red.8' },
    changed: { text: preview ? 'bulkUpdate.willChange' : 'bulkUpdate.changed', color: 'green.8' },
    unchanged: { text: preview ? 'bulkUpdate.alreadySo' : 'bulkUpdate.unchanged', color: 'dimmed' },
  } as const;
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped withTableBorder aria-label={preview ? t('bulkUpdate.previewOfRows') : t('bulkUpdate.resultOfRows')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bulkUpdate.row')}</Table.Th>
            <Table.Th>{t('bulkUpdate.result')}</Table.Th>
            <Table.Th>{t('bulkUpdate.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.label}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={said[r.outcome].color} style={{ whiteSpace: 'nowrap' }}>
                  {t(said[r.outcome].text)}
                </Text>
              </Table.Td>
              <Table.Td>{r.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
