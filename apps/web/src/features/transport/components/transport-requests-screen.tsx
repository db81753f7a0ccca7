import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TransportRequestRow } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { StatusBadge } from '../../../components/status-badge';
import { fetchTransportRequests, transportRequestKeys } from '../api/transport-requests';
import { StudentInformationDialog } from './student-information-dialog';

const columns: PagedListColumn<TransportRequestRow>[] = [
  { accessor: 'TRANS_ID', title: 'Reference', sortable: true, width: 100 },
  { accessor: 'ROLNO', title: 'Roll No', sortable: true, filterable: true },
  { accessor: 'NM', title: 'Name', sortable: true, filterable: true, render: (r) => r.NM.toUpperCase(), csv: (r) => r.NM.toUpperCase() },
  { accessor: 'DEPARTMENT', title: 'Department', sortable: true },
  { accessor: 'CLASS', title: 'Class', sortable: true },
  { accessor: 'ROUTE_NO', title: 'Route No', sortable: true, filterable: true },
  { accessor: 'STOP_NAME', title: 'Stop', sortable: true, filterable: true },
  { accessor: 'APPLY_DATE', title: 'Apply Date', sortable: true, render: (r) => r.DATE_OF_APPLY, csv: (r) => r.DATE_OF_APPLY },
  { accessor: 'DIST_DT', title: 'Distribution Date', sortable: true, sortKey: 'DISTRIBUTION_DATE' },
  { accessor: 'STATUS', title: 'Status', sortable: true, filterable: true, render: (r) => <StatusBadge status={r.STATUS} /> },
];

/** /transport-admin: Transport Card Requests (server paging, search, CSV of the filtered rows). */
export function TransportRequestsScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <PageTitle>Transport Card Requests</PageTitle>
      <TextInput
        placeholder="Search reference, roll number, name, route, stop or status"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="sm"
        maw={480}
        aria-label="Search"
      />
      <PagedList<TransportRequestRow>
        queryKey={[...transportRequestKeys.list, debounced]}
        fetchPage={(params) => fetchTransportRequests(params, debounced)}
        columns={columns}
        rowKey="TRANS_ID"
        bulk={{ kind: 'transport', rowId: (r) => r.TRANS_ID }}
        serialNumber
        defaultSort={{ accessor: 'APPLY_DATE', direction: 'desc' }}
        csvFileName="New Student Cards.csv"
        onRowClick={(r) => setOpen(r.TRANS_ID)}
      />
      <StudentInformationDialog transId={open} onClose={() => setOpen(null)} />
    </>
  );
}
