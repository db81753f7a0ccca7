import { Table, Text } from '@mantine/core';
import { formatDate, formatRupees, statusName } from '@portal/domain';
import type { HistoryEntry } from '../api/clearance-requests';

const ACTIONS: Record<string, string> = {
  'clearance_request:apply': 'Applied',
  'clearance_request:delete': 'Request deleted',
  'clearance_row:update': 'Status saved',
  'challan:create': 'Challan created',
  'challan:edit': 'Challan edited',
  'challan:delete': 'Challan deleted',
  'challan:payment': 'Payment recorded',
  'challan:paid-by-fee-system': 'Paid (fee system)',
};

function describe(h: HistoryEntry): string {
  const a = h.AFTER ?? {};
  const b = h.BEFORE ?? {};
  if (h.ENTITY === 'clearance_row') {
    const parts = [`Status: ${statusName(Number(b.REQ_ID))} → ${statusName(Number(a.REQ_ID))}`];
    if (a.VENUE !== b.VENUE) parts.push(`Venue: ${b.VENUE || '—'} → ${a.VENUE || '—'}`);
    if (a.COMMENT !== b.COMMENT) parts.push(`Comment: ${a.COMMENT || '—'}`);
    return parts.join('; ');
  }
  if (h.ENTITY === 'challan') {
    const c = Object.keys(a).length ? a : b;
    return [`Challan ${c.CHALLAN_ID ?? ''}`, c.DES, c.BAL != null ? formatRupees(Number(c.BAL)) : null, c.PAID ? `paid ${formatRupees(Number(c.PAID))}` : null].filter(Boolean).join(' · ');
  }
  return '';
}

/** Every change of the request (DECISIONS 2.7), newest first. */
export function ClearanceHistory({ history }: { history: HistoryEntry[] }) {
  if (!history.length)
    return (
      <Text size="sm" c="dimmed">
        No changes yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={700} mah={260}>
      <Table striped withTableBorder fz="xs" aria-label="Request history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Details</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((h) => (
            <Table.Tr key={h.ID}>
              <Table.Td>{`${formatDate(h.AT)} ${new Date(h.AT).toTimeString().slice(0, 5)}`}</Table.Td>
              <Table.Td>{h.ACTOR}</Table.Td>
              <Table.Td>{ACTIONS[`${h.ENTITY}:${h.ACTION}`] ?? h.ACTION}</Table.Td>
              <Table.Td>{describe(h)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
