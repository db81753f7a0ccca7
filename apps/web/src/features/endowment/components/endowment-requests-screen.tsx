import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canDecideEndowment, formatDate, formatRupees } from '@portal/domain';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { csvStatus, OverdueOnlyCheckbox, StatusWithOverdue, withOverdueOnly } from '../../../components/overdue';
import { useSessionUser } from '../../../lib/session';
import { eftListKey, fetchEftApplications, type EftApplicationRow } from '../api/eft-admin';
import { lazyDialog } from '../../../components/lazy-dialog';
import { classLabel, officeName } from '../../../i18n/names';
import '../english';

// Both load with their first opening (components/lazy-dialog.tsx).
const EftApplicationDialog = lazyDialog(
  () => import('./eft-application-dialog').then((m) => m.EftApplicationDialog),
  (p) => p.id != null,
);
const SchedulesDrawer = lazyDialog(
  () => import('./schedules-drawer').then((m) => m.SchedulesDrawer),
  (p) => p.opened,
);

const columns: PagedListColumn<EftApplicationRow>[] = [
  { accessor: 'ID', title: 'Reference No', identifier: true },
  { accessor: 'NM', title: 'Name', filterable: true, sortable: true, render: (r) => r.NM.toUpperCase(), csv: (r) => r.NM.toUpperCase() },
  { accessor: 'ROLNO', title: 'Roll No', filterable: true, identifier: true },
  { accessor: 'CLASS', title: 'Class', filterable: true, render: (r) => classLabel(r.CLASS) },
  { accessor: 'DEPARTMENT', title: 'Department', filterable: true, render: (r) => officeName(r.DEPARTMENT), csv: (r) => r.DEPARTMENT },
  { accessor: 'SCHEDULE_TITLE', title: 'Schedule', filterable: true },
  { accessor: 'HOUSEHOLD_INCOME', title: 'Household Income', sortable: true, textAlign: 'right', render: (r) => formatRupees(r.HOUSEHOLD_INCOME) },
  { accessor: 'DEPENDANTS', title: 'Dependants', sortable: true, textAlign: 'right' },
  {
    accessor: 'APPLIED_AT',
    title: 'Date Of Apply',
    filterable: true,
    sortable: true,
    render: (r) => formatDate(r.APPLIED_AT),
    csv: (r) => formatDate(r.APPLIED_AT),
  },
  { accessor: 'COMMENT', title: 'Comment' },
  {
    accessor: 'STATUS',
    title: 'Status',
    filterable: true,
    sortKey: 'STATUS',
    sortable: true,
    render: (r) => <StatusWithOverdue status={r.STATUS} overdue={r.OVERDUE} />,
    csv: (r) => csvStatus(r.STATUS, r.OVERDUE),
  },
];

/** /endowment-requests: every endowment application for all staff; the treasurer decides and opens schedules. */
export function EndowmentRequestsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [openId, setOpenId] = useState<number | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [schedulesOpen, schedules] = useDisclosure(false);
  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <Button variant="light" leftSection={<IconCalendarEvent size={16} />} onClick={schedules.open}>
            {t('schedules.schedules')}
          </Button>
        }
      >
        Endowment Funds
      </PageTitle>
      <PagedList<EftApplicationRow>
        queryKey={[...eftListKey, overdueOnly]}
        fetchPage={(p) => fetchEftApplications(withOverdueOnly(p, overdueOnly))}
        toolbar={<OverdueOnlyCheckbox checked={overdueOnly} onChange={setOverdueOnly} />}
        columns={columns}
        rowKey="ID"
        bulk={{ kind: 'endowment', rowId: (r) => r.ID }}
        serialNumber
        onRowClick={(r) => setOpenId(r.ID)}
        csvFileName="Endowment Fund Requests.csv"
        defaultSort={{ accessor: 'APPLIED_AT', direction: 'desc' }}
        totalLabel="Total Number of Applications"
      />
      <EftApplicationDialog id={openId} canDecide={canDecideEndowment(user)} onClose={() => setOpenId(null)} />
      <SchedulesDrawer opened={schedulesOpen} onClose={schedules.close} canManage={canDecideEndowment(user)} />
    </Stack>
  );
}
