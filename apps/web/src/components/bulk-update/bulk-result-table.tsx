import { ScrollArea, Table, Text } from '@mantine/core';
import { type BulkResult, refusedRowLabel } from '@portal/domain';

/** Every row of a bulk call: changed (or "will change" in a preview), or refused with the reason. */
export function BulkResultTable({ result, preview }: { result: BulkResult; preview: boolean }) {
  const rows = [
    ...result.refused.map((r) => ({ key: `r-${r.T_ID ?? ''}-${r.ROLNO ?? ''}-${r.reason}`, label: refusedRowLabel(r), refused: true, reason: r.reason })),
    ...result.changed.map((c) => ({ key: `c-${c.T_ID}`, label: c.ROLNO ?? `#${c.T_ID}`, refused: false, reason: '' })),
  ];
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Table striped withTableBorder aria-label={preview ? 'Preview of each row' : 'Result of each row'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Row</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.label}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} c={r.refused ? 'red.8' : 'green.8'} style={{ whiteSpace: 'nowrap' }}>
                  {r.refused ? (preview ? 'Will be refused' : 'Refused') : preview ? 'Will change' : 'Changed'}
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
