import { Anchor, Badge, Button, Center, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { MSG, type StudentTransportRequest, transportActionFor, transportStatusColour } from '@portal/domain';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { downloadTransportChallan, useMyTransportRequests } from '../api/student-transport';

function Action({ row }: { row: StudentTransportRequest }) {
  const [busy, setBusy] = useState(false);
  const action = transportActionFor(row.REQ_STATUS);
  if (action === 'edit') {
    return (
      <Anchor component={Link} to={generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(row.TRANS_ID) })}>
        Edit
      </Anchor>
    );
  }
  if (action === 'challan') {
    return (
      <Button
        size="xs"
        variant="light"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await downloadTransportChallan(row.TRANS_ID);
          } catch {
            // the api client has shown the reason
          } finally {
            setBusy(false);
          }
        }}
      >
        Download Challan
      </Button>
    );
  }
  return <Text size="sm">N/A</Text>;
}

/** /student-transport-card-requests: the student's transport requests (001 §2, §4). */
export function StudentTransportRequestsScreen() {
  const requests = useMyTransportRequests();
  const rows = requests.isError ? [] : (requests.data ?? []);
  return (
    <>
      <PageTitle>Student Transport Card Requests</PageTitle>
      {requests.isLoading ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Center>
            <Stack align="center">
              <Text fw={600}>{MSG.noRequestFound}</Text>
              <Button component={Link} to={PATHS.home}>
                Home
              </Button>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {['Transaction Id', 'Request Type', 'Date Of Apply', 'Distribution Date', 'Venue', 'Comment', 'Status', 'Action'].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.TRANS_ID}>
                  <Table.Td>{r.TRANS_ID}</Table.Td>
                  <Table.Td>{r.REQUEST_TYPE}</Table.Td>
                  <Table.Td>{r.DATE_OF_APPLY}</Table.Td>
                  <Table.Td>{r.DISTRIBUTION_DATE}</Table.Td>
                  <Table.Td>{r.VENUE}</Table.Td>
                  <Table.Td>{r.COMMENT || '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={transportStatusColour(r.REQ_STATUS)} variant="light" tt="none" style={{ minWidth: 'max-content' }}>
                      {r.STATUS}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Action row={r} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </>
  );
}
