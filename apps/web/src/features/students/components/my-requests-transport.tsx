import { Anchor, Badge, Loader, Table } from '@mantine/core';
import { STATUS, transportStatusColour } from '@portal/domain';
import { generatePath, Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useMyTransportRequests } from '../api/other-requests';
import { Empty, RequestTable } from './my-requests-parts';

export function TransportSection() {
  const q = useMyTransportRequests();
  if (!q.data?.length) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <RequestTable head={['Transaction Id', 'Request Type', 'Date Of Apply', 'Distribution Date', 'Venue', 'Comment', 'Status', 'Action']}>
      {q.data.map((r) => (
        <Table.Tr key={r.TRANS_ID}>
          <Table.Td>{r.TRANS_ID}</Table.Td>
          <Table.Td>{r.REQUEST_TYPE}</Table.Td>
          <Table.Td>{r.DATE_OF_APPLY}</Table.Td>
          <Table.Td>{r.DISTRIBUTION_DATE || 'N/A'}</Table.Td>
          <Table.Td>{r.VENUE}</Table.Td>
          <Table.Td>{r.COMMENT || '—'}</Table.Td>
          <Table.Td>
            {/* the student's transport view has its own colours (001 §4) */}
            <Badge color={transportStatusColour(r.REQ_STATUS)} variant="light" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
              {r.STATUS}
            </Badge>
          </Table.Td>
          <Table.Td>
            {r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR ? (
              <Anchor component={Link} to={generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(r.TRANS_ID) })} size="sm">
                Edit
              </Anchor>
            ) : r.REQ_STATUS === STATUS.FEE_PENDING ? (
              <Anchor component="button" size="sm" onClick={() => void api.download(`/api/student/transport-requests/${r.TRANS_ID}/challan`)}>
                Download Challan
              </Anchor>
            ) : (
              'N/A'
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </RequestTable>
  );
}

/** The clearance challans of the student: each with its bank challan (three copies) to download and pay. */
