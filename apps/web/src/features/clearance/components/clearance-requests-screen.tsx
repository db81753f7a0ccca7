import { Group, Progress, Text } from '@mantine/core';
import { type ClearanceListRow, formatDate, type ListParams, M, MSG } from '@portal/domain';
import { useMemo, useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { csvStatus, OverdueOnlyCheckbox, StatusWithOverdue, withOverdueOnly } from '../../../components/overdue';
import { upperName } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api';
import { clearanceListKey, getClearanceRequests, useClearanceStatusOptions } from '../api/clearance-requests';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { classLabel } from '../../../i18n/names';
import { translateSaid } from '../../../i18n/messages';

/** Loads with its first opening (components/lazy-dialog.tsx). */
const ClearanceRequestDialog = lazyDialog(
  () => import('./clearance-request-dialog').then((m) => m.ClearanceRequestDialog),
  (p) => p.tId != null,
);

/** The status filter's key: the status of this department's row, by id (the list's own STATUS parameter). */
const STATUS_FILTER = 'STATUS';

/** The list's request with its status filter taken out of the text filters into the STATUS parameter. */
function withStatusParam(p: ListParams): { status: number | null; params: ListParams } {
  const { [STATUS_FILTER]: chosen, ...filters } = p.filters ?? {};
  return { status: chosen ? Number(chosen) : null, params: { ...p, filters: Object.keys(filters).length ? filters : undefined } };
}

const baseColumns: PagedListColumn<ClearanceListRow>[] = [
  { accessor: 'CLR_ID', title: 'Reference No', width: 120, filterable: true, identifier: true },
  { accessor: 'STD_NAME', title: 'Name', sortable: true, filterable: true, render: (r) => upperName(r.STD_NAME), csv: (r) => upperName(r.STD_NAME) },
  { accessor: 'STD_ROLLNO', title: 'Roll No', sortable: true, filterable: true, identifier: true },
  { accessor: 'CLASS', title: 'Class', filterable: true, render: (r) => classLabel(r.CLASS) },
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
    // Chosen among this department's statuses (ClearanceRequestsScreen), sent as the list's STATUS.
    filterKey: STATUS_FILTER,
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

/** /clearance-certificate-requests: this department's clearance list and the request dialog. */
export function ClearanceRequestsScreen() {
  const { t } = useTranslation();
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const options = useClearanceStatusOptions();
  // One status filter, in the filter row with the others: a choice among the statuses this department gives.
  const columns = useMemo(() => {
    const statuses = (options.data ?? []).map((o) => ({ value: String(o.REQ_ID), label: t(`status.${o.REQ_DEF}`, { defaultValue: o.REQ_DEF }) }));
    return baseColumns.map((c) => (c.filterKey === STATUS_FILTER ? { ...c, filterOptions: statuses } : c));
  }, [options.data, t]);
  return (
    <>
      <PageTitle>Clearance Certificate Requests</PageTitle>
      <PagedList<ClearanceListRow>
        queryKey={[...clearanceListKey, overdueOnly]}
        fetchPage={(p) => {
          const { status, params } = withStatusParam(withOverdueOnly(p, overdueOnly));
          return getClearanceRequests(status, params).catch((e) => {
            // A refused session is said once by the api client; anything else gets this list's own words.
            if (!isApiError(e) || e.status !== 401) toast.error(MSG.somethingWrongLater);
            throw e;
          });
        }}
        columns={columns}
        rowKey="T_ID"
        bulk={{ kind: 'clearance', rowId: (r) => r.T_ID }}
        serialNumber="Sr. No"
        emptyText={translateSaid(M.common.noApplication)}
        csvFileName="Clearance Requests.csv"
        defaultSort={{ accessor: 'APPLY_DATE', direction: 'desc' }}
        onRowClick={(r) => setOpen(r.T_ID)}
        toolbar={<OverdueOnlyCheckbox checked={overdueOnly} onChange={setOverdueOnly} />}
      />
      <ClearanceRequestDialog tId={open} onClose={() => setOpen(null)} />
    </>
  );
}
