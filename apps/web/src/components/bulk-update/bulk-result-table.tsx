import { ScrollArea, Table, Text } from '@mantine/core';
import { type BulkResult, refusedRowLabel } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/messages';

/** Every row of a bulk call: changed (or "will change" in a preview), or refused with the reason. */
export function BulkResultTable({ result, preview }: { result: BulkResult; preview: boolean }) {
  const { t } = useTranslation();
  const rows = [
    ...result.refused.map((r) => ({ key: `r-${r.T_ID ?? ''}-${r.ROLNO ?? ''}-${r.reason}`, label: refusedRowLabel(r), refused: true, reason: r.reason })),
    ...result.changed.map((c) => ({ key: `c-${c.T_ID}`, label: c.ROLNO ?? `#${c.T_ID}`, refused: false, reason: '' })),
  ];
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
                <Text size="sm" fw={600} c={r.refused ? 'red.8' : 'green.8'} style={{ whiteSpace: 'nowrap' }}>
                  {r.refused ? t(preview ? 'bulkUpdate.willBeRefused' : 'bulkUpdate.refused') : t(preview ? 'bulkUpdate.willChange' : 'bulkUpdate.changed')}
                </Text>
              </Table.Td>
              <Table.Td>{r.reason && translateMessage(r.reason)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
