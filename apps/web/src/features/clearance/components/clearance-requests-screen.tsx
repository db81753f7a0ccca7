import { Group, Progress, Select, Text } from '@mantine/core';
import { type ClearanceListRow, formatDate, MSG } from '@portal/domain';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { csvStatus, OverdueOnlyCheckbox, StatusWithOverdue, withOverdueOnly } from '../../../components/overdue';
import { upperName } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { clearanceListKey, getClearanceRequests, useClearanceStatusOptions } from '../api/clearance-requests';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';

/** Loads with its first opening (components/lazy-dialog.tsx). */
const ClearanceRequestDialog = lazyDialog(
  () => import('./clearance-request-dialog').then((m) => m.ClearanceRequestDialog),
  (p) => p.tId != null,
);

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
  {
    accessor: 'REQ_DEF',
    title: 'Status',
    sortable: true,
    filterable: true,
    render: (r) => <StatusWithOverdue status={r.REQ_DEF} overdue={r.OVERDUE} />,
    csv: (r) => csvStatus(r.REQ_DEF, r.OVERDUE),
  },
  { accessor: 'VENUE', title: 'Venue' },
  { accessor: 'DATE', title: 'Last Updated', sortable: true, render: (r) => formatDate(r.DATE), csv: (r) => formatDate(r.DATE) },
  {
    accessor: 'ROWS_APPROVED',
    title: 'Progress',
    sortable: true,
    width: 150,
    render: (r) => (
      <Group gap={6} wrap="nowrap">
        <Progress
          value={(100 * r.ROWS_APPROVED) / Math.max(1, r.ROWS_TOTAL)}
          w={70}
          size="sm"
          color={r.REQ_STATUS === 10 ? 'red' : 'green'}
          aria-label={i18n.t('staff.approvedOf', { approved: r.ROWS_APPROVED, total: r.ROWS_TOTAL })}
        />
        <Text size="xs">{i18n.t('staff.approvedShort', { approved: r.ROWS_APPROVED, total: r.ROWS_TOTAL })}</Text>
      </Group>
    ),
    csv: (r) => `${r.ROWS_APPROVED}/${r.ROWS_TOTAL}`,
  },
];

/** /clearance-certificate-requests: this department's clearance list and the request dialog (000 §2). */
export function ClearanceRequestsScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const options = useClearanceStatusOptions();
  return (
    <>
      <PageTitle>Clearance Certificate Requests</PageTitle>
      <PagedList<ClearanceListRow>
        queryKey={[...clearanceListKey, status, overdueOnly]}
        fetchPage={(p) =>
          getClearanceRequests(status ? Number(status) : null, withOverdueOnly(p, overdueOnly)).catch((e) => {
            toast.error(MSG.somethingWrongLater);
            throw e;
          })
        }
        columns={columns}
        rowKey="T_ID"
        bulk={{ kind: 'clearance', rowId: (r) => r.T_ID }}
        serialNumber="Sr. No"
        emptyText={MSG.noApplication}
        csvFileName="Clearance Requests.csv"
        defaultSort={{ accessor: 'APPLY_DATE', direction: 'desc' }}
        onRowClick={(r) => setOpen(r.T_ID)}
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Select
              aria-label={t('staff.statusOfDepartment')}
              placeholder={t('staff.allStatuses')}
              size="sm"
              w={220}
              clearable
              value={status}
              onChange={setStatus}
              data={(options.data ?? []).map((o) => ({ value: String(o.REQ_ID), label: t(`status.${o.REQ_DEF}`, { defaultValue: o.REQ_DEF }) }))}
            />
            <OverdueOnlyCheckbox checked={overdueOnly} onChange={setOverdueOnly} />
          </Group>
        }
      />
      <ClearanceRequestDialog tId={open} onClose={() => setOpen(null)} />
    </>
  );
}
