import { Group, Progress, Select, Text } from '@mantine/core';
import { type ClearanceListRow, formatDate, MSG } from '@portal/domain';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { StatusBadge } from '../../../components/status-badge';
import { upperName } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { clearanceListKey, getClearanceRequests, useClearanceStatusOptions } from '../api/clearance-requests';
import { ClearanceRequestDialog } from './clearance-request-dialog';

const columns: PagedListColumn<ClearanceListRow>[] = [
  { accessor: 'CLR_ID', title: 'Reference No', width: 120, filterable: true },
  { accessor: 'STD_NAME', title: 'Name', sortable: true, filterable: true, render: (r) => upperName(r.STD_NAME), csv: (r) => upperName(r.STD_NAME) },
  { accessor: 'STD_ROLLNO', title: 'Roll No', sortable: true, filterable: true },
  { accessor: 'CLASS', title: 'Class', filterable: true },
  {
    accessor: 'APPLY_DATE',
    title: 'Date Of Apply',
    sortable: true,
    filterable: true,
    render: (r) => formatDate(r.APPLY_DATE),
    csv: (r) => formatDate(r.APPLY_DATE),
  },
  { accessor: 'REQ_DEF', title: 'Status', sortable: true, filterable: true, render: (r) => <StatusBadge status={r.REQ_DEF} /> },
  { accessor: 'VENUE', title: 'Venue' },
  { accessor: 'DATE', title: 'Last Updated', sortable: true, render: (r) => formatDate(r.DATE), csv: (r) => formatDate(r.DATE) },
  {
    accessor: 'ROWS_APPROVED',
    title: 'Progress',
    sortable: true,
    width: 150,
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <Progress value={(100 * r.ROWS_APPROVED) / Math.max(1, r.ROWS_TOTAL)} w={70} size="sm" color={r.REQ_STATUS === 10 ? 'red' : 'green'} />
        <Text size="xs">{`${r.ROWS_APPROVED}/${r.ROWS_TOTAL} approved`}</Text>
      </Group>
    ),
    csv: (r) => `${r.ROWS_APPROVED}/${r.ROWS_TOTAL}`,
  },
];

/** /clearance-certificate-requests: this department's clearance list and the request dialog (000 §2). */
export function ClearanceRequestsScreen() {
  const [status, setStatus] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const options = useClearanceStatusOptions();
  return (
    <>
      <PageTitle>Clearance Certificate Requests</PageTitle>
      <PagedList<ClearanceListRow>
        queryKey={[...clearanceListKey, status]}
        fetchPage={(p) =>
          getClearanceRequests(status ? Number(status) : null, p).catch((e) => {
            toast.error(MSG.somethingWrongLater);
            throw e;
          })
        }
        columns={columns}
        rowKey="T_ID"
        serialNumber="Sr. No"
        emptyText={MSG.noApplication}
        csvFileName="Clearance Requests.csv"
        defaultSort={{ accessor: 'APPLY_DATE', direction: 'desc' }}
        onRowClick={(r) => setOpen(r.T_ID)}
        toolbar={
          <Select
            aria-label="Status of this department"
            placeholder="All statuses"
            size="sm"
            w={220}
            clearable
            value={status}
            onChange={setStatus}
            data={(options.data ?? []).map((o) => ({ value: String(o.REQ_ID), label: o.REQ_DEF }))}
          />
        }
      />
      <ClearanceRequestDialog tId={open} onClose={() => setOpen(null)} />
    </>
  );
}
