import { Badge, Table, Text } from '@mantine/core';
import { type ClearanceRow, formatDateMonth } from '@portal/domain';
import { StatusBadge } from '../../../components/status-badge';

/** Department, Status badge, Venue, Comment, Last Updated (DD-MMM-YYYY), Action (000 §2). */
export function ProgressTable({ rows, ownDept }: { rows: ClearanceRow[]; ownDept: number | null }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder fz="sm" aria-label="Request progress">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Department</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Venue</Table.Th>
            <Table.Th>Comment</Table.Th>
            <Table.Th>Last Updated</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.D_ID} bg={r.D_ID === ownDept ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>{r.D_NM}</Table.Td>
              <Table.Td>
                <StatusBadge status={r.REQ_DEF} />
              </Table.Td>
              <Table.Td>{r.VENUE || '—'}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {r.COMMENT || '—'}
                </Text>
              </Table.Td>
              <Table.Td>{formatDateMonth(r.DATE)}</Table.Td>
              <Table.Td>
                {r.D_ID === ownDept ? (
                  <Badge variant="outline" size="sm" component="a" href="#office-use" style={{ cursor: 'pointer' }}>
                    Your department — Office Use
                  </Badge>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
