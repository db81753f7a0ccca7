import { Table, Text } from '@mantine/core';
import { formatDate, statusName } from '@portal/domain';
import { useCardHistory } from '../api/get-card-request';

const ACTIONS: Record<string, string> = { update: 'Saved', delete: 'Deleted', restore: 'Restored' };

/** What changed, in words: status, dates and codes that differ between before and after. */
function describe(before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  const show = (k: string, v: unknown) =>
    v == null || v === '' ? '—' : k === 'REQ_STATUS' ? statusName(Number(v)) : k.endsWith('DATE') ? formatDate(String(v)) : String(v);
  const label: Record<string, string> = {
    REQ_STATUS: 'Status',
    DISTRIBUTION_DATE: 'Distribution date',
    VENUE: 'Venue',
    COMMENT: 'Comment',
    RF_ID: 'RF ID',
    MACHINE_ID: 'Machine no',
  };
  for (const k of Object.keys(label))
    if (k in a && JSON.stringify(a[k]) !== JSON.stringify(b[k])) parts.push(`${label[k]}: ${show(k, b[k])} → ${show(k, a[k])}`);
  if (a.PHOTO_DELETED) parts.push('Photo deleted');
  return parts.join('; ');
}

/** The request's audit history (DECISIONS 2.7), newest first. */
export function CardHistory({ tId }: { tId: number }) {
  const q = useCardHistory(tId);
  const rows = q.data ?? [];
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        {q.isLoading ? 'Loading…' : 'No changes yet.'}
      </Text>
    );
  return (
    <Table striped withTableBorder fz="sm" aria-label="Request history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>Action</Table.Th>
          <Table.Th>Changes</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((h) => (
          <Table.Tr key={h.ID}>
            <Table.Td>{`${formatDate(h.AT)} ${new Date(h.AT).toTimeString().slice(0, 5)}`}</Table.Td>
            <Table.Td>{h.ACTOR_NAME}</Table.Td>
            <Table.Td>{ACTIONS[h.ACTION] ?? h.ACTION}</Table.Td>
            <Table.Td>{describe(h.BEFORE, h.AFTER)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
