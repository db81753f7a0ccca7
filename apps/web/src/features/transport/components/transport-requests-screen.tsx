import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TransportRequestRow } from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { csvStatus, OverdueOnlyCheckbox, StatusWithOverdue, withOverdueOnly } from '../../../components/overdue';
import { classLabel, officeName } from '../../../i18n/names';
import { fetchTransportRequests, transportRequestKeys } from '../api/transport-requests';
import { lazyDialog } from '../../../components/lazy-dialog';
import '../english';

/** Loads with its first opening (components/lazy-dialog.tsx). */
const StudentInformationDialog = lazyDialog(
  () => import('./student-information-dialog').then((m) => m.StudentInformationDialog),
  (p) => p.transId != null,
);

const columns: PagedListColumn<TransportRequestRow>[] = [
  { accessor: 'TRANS_ID', title: 'Reference', sortable: true, width: 100, identifier: true },
  { accessor: 'ROLNO', title: 'Roll No', sortable: true, filterable: true, identifier: true },
  { accessor: 'NM', title: 'Name', sortable: true, filterable: true, render: (r) => r.NM.toUpperCase(), csv: (r) => r.NM.toUpperCase() },
  { accessor: 'DEPARTMENT', title: 'Department', sortable: true, render: (r) => officeName(r.DEPARTMENT), csv: (r) => r.DEPARTMENT },
  { accessor: 'CLASS', title: 'Class', sortable: true, render: (r) => classLabel(r.CLASS) },
  { accessor: 'ROUTE_NO', title: 'Route No', sortable: true, filterable: true },
  { accessor: 'STOP_NAME', title: 'Stop', sortable: true, filterable: true },
  { accessor: 'APPLY_DATE', title: 'Apply Date', sortable: true, render: (r) => r.DATE_OF_APPLY, csv: (r) => r.DATE_OF_APPLY },
  { accessor: 'DIST_DT', title: 'Distribution Date', sortable: true, sortKey: 'DISTRIBUTION_DATE' },
  {
    accessor: 'STATUS',
    title: 'Status',
    sortable: true,
    filterable: true,
    render: (r) => <StatusWithOverdue status={r.STATUS} overdue={r.OVERDUE} />,
    csv: (r) => csvStatus(r.STATUS, r.OVERDUE),
  },
];

/** /transport-admin: Transport Card Requests (server paging, search, CSV of the filtered rows). */
export function TransportRequestsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const [open, setOpen] = useState<number | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  return (
    <>
      <PageTitle>Transport Card Requests</PageTitle>
      <TextInput
        placeholder={t('transportAdmin.searchRequests')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="sm"
        maw={480}
        aria-label={t('common.search')}
      />
      <PagedList<TransportRequestRow>
        queryKey={[...transportRequestKeys.list, debounced, overdueOnly]}
        fetchPage={(params) => fetchTransportRequests(withOverdueOnly(params, overdueOnly), debounced)}
        toolbar={<OverdueOnlyCheckbox checked={overdueOnly} onChange={setOverdueOnly} />}
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
