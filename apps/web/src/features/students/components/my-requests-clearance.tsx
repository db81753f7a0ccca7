import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { formatDateLong, formatRupees, MSG, nextStepFor } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { downloadClearanceChallan, type StudentClearanceChallan, useMyClearance } from '../api/other-requests';
import { Empty, RequestTable } from './my-requests-parts';

function ClearanceChallans({ challans }: { challans: StudentClearanceChallan[] }) {
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Challans
      </Text>
      {challans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.noChallan}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label="Clearance challans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Challan No</Table.Th>
                <Table.Th>Department</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Due Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {challans.map((ch) => (
                <Table.Tr key={ch.CHALLAN_ID} data-testid={`clearance-challan-${ch.CHALLAN_ID}`}>
                  <Table.Td>{ch.CHALLAN_ID}</Table.Td>
                  <Table.Td>{ch.D_NM}</Table.Td>
                  <Table.Td>{ch.DES}</Table.Td>
                  <Table.Td>{formatRupees(ch.BAL)}</Table.Td>
                  <Table.Td>{formatDateLong(ch.DUE_DT)}</Table.Td>
                  <Table.Td>
                    <Badge color={ch.PAID ? 'green' : 'red'} variant="light">
                      {ch.PAID ? 'Paid' : 'Unpaid'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={busy === ch.CHALLAN_ID}
                      leftSection={<IconDownload size={14} />}
                      aria-label={`Download Challan ${ch.CHALLAN_ID}`}
                      onClick={() => {
                        setBusy(ch.CHALLAN_ID);
                        downloadClearanceChallan(ch.CHALLAN_ID)
                          .catch(() => undefined) // the api client showed the message
                          .finally(() => setBusy(null));
                      }}
                    >
                      Download Challan
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function ClearanceSection() {
  const q = useMyClearance();
  const c = q.data;
  if (!c) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          Reference No: <b>{c.request.CLR_ID}</b>
        </Text>
        <Text size="sm">Applied: {formatDateLong(c.request.APPLY_DATE)}</Text>
        <StatusBadge status={c.request.REQ_DEF} />
        {c.request.ROWS_TOTAL ? (
          <Badge variant="outline" color="gray">
            {c.request.ROWS_APPROVED ?? 0} of {c.request.ROWS_TOTAL} approved
          </Badge>
        ) : null}
      </Group>
      <RequestTable head={['Department', 'Status', 'Venue', 'Comment', 'Last Updated', 'Needed from you']}>
        {c.rows.map((r) => (
          <Table.Tr key={r.D_ID}>
            <Table.Td>{r.D_NM}</Table.Td>
            <Table.Td>
              <StatusBadge status={r.REQ_DEF} />
            </Table.Td>
            <Table.Td>{r.VENUE || '—'}</Table.Td>
            <Table.Td>{r.COMMENT || '—'}</Table.Td>
            <Table.Td>{r.DATE ? formatDateLong(r.DATE) : '—'}</Table.Td>
            <Table.Td>{nextStepFor('clearance', r.REQ_ID) ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </RequestTable>
      <ClearanceChallans challans={c.challans} />
    </Stack>
  );
}
