import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DELIVERED_LIST, formatDate, ID_CARD_CSV_NAMES, ID_CARD_LIST_TITLES, type IdCardRow } from '@portal/domain';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { csvStatus, OverdueOnlyCheckbox, StatusWithOverdue, withOverdueOnly } from '../../../components/overdue';
import { upperName } from '../../../lib/format';
import { cardRequestsKey, getCardRequests } from '../api/get-card-requests';
import { deletedPathOf } from './card-paths';
import { lazyDialog } from '../../../components/lazy-dialog';
import { cardTypeName, classLabel } from '../../../i18n/names';

/** Loads with its first opening (components/lazy-dialog.tsx). */
const CardRequestDialog = lazyDialog(
  () => import('./card-request-dialog').then((m) => m.CardRequestDialog),
  (p) => p.tId != null,
);

/** The columns of every card list: filters on name, roll no, class, date and status; sort on date. */
export const cardColumns: PagedListColumn<IdCardRow>[] = [
  { accessor: 'TRANS_ID', title: 'Reference No', width: 110, identifier: true },
  { accessor: 'STD_NAME', title: 'Name', filterable: true, render: (r) => upperName(r.STD_NAME), csv: (r) => upperName(r.STD_NAME) },
  { accessor: 'ROL_NO', title: 'Roll No', filterable: true, identifier: true },
  { accessor: 'CLASS', title: 'Class', filterable: true, render: (r) => classLabel(r.CLASS) },
  { accessor: 'REQUEST_TYPE', title: 'Request Type', render: (r) => cardTypeName(r.REQUEST_TYPE) },
  {
    accessor: 'DATE_OF_APPLY',
    title: 'Date Of Apply',
    sortable: true,
    filterable: true,
    render: (r) => formatDate(r.DATE_OF_APPLY),
    csv: (r) => formatDate(r.DATE_OF_APPLY),
  },
  { accessor: 'DISTRIBUTION_DATE', title: 'Distribution Date', render: (r) => formatDate(r.DISTRIBUTION_DATE), csv: (r) => formatDate(r.DISTRIBUTION_DATE) },
  { accessor: 'RF_ID', title: 'RF ID', identifier: true },
  { accessor: 'COMMENT', title: 'Comment' },
  {
    accessor: 'STATUS',
    title: 'Status',
    filterable: true,
    render: (r) => <StatusWithOverdue status={r.STATUS} overdue={r.OVERDUE} />,
    csv: (r) => csvStatus(r.STATUS, r.OVERDUE),
  },
];

/** A card list (cardType 1, 2, 3, 7 or 5 delivered) with its request dialog. */
export function CardRequestsList({ cardType }: { cardType: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const [overdueOnly, setOverdueOnly] = useState(false);
  return (
    <>
      <PageTitle>{ID_CARD_LIST_TITLES[cardType]}</PageTitle>
      <PagedList<IdCardRow>
        queryKey={[...cardRequestsKey(cardType), overdueOnly]}
        fetchPage={(p) => getCardRequests(cardType, withOverdueOnly(p, overdueOnly))}
        columns={cardColumns}
        rowKey="T_ID"
        bulk={{ kind: 'idcard', rowId: (r) => r.T_ID, cardType }}
        serialNumber="Sr. No"
        csvFileName={ID_CARD_CSV_NAMES[cardType]}
        defaultSort={{ accessor: 'DATE_OF_APPLY', direction: 'desc' }}
        onRowClick={(r) => setOpen(r.T_ID)}
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Button variant="outline" color="red" size="sm" onClick={() => navigate(deletedPathOf(cardType))}>
              {t('title.Deleted Requests')}
            </Button>
            {/* Delivered cards wait for no one: that list has nothing overdue. */}
            {cardType === DELIVERED_LIST ? null : <OverdueOnlyCheckbox checked={overdueOnly} onChange={setOverdueOnly} />}
          </Group>
        }
      />
      <CardRequestDialog tId={open} onClose={() => setOpen(null)} />
    </>
  );
}
