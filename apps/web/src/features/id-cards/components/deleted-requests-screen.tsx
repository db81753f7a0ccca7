import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate, ID_CARD_LIST_TITLES, isIdCardListType, type IdCardRow } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { toast } from '../../../lib/toast';
import { restoreCardRequest } from '../api/card-request-actions';
import { deletedCardRequestsKey, getDeletedCardRequests } from '../api/get-card-requests';
import { LIST_PATH_OF } from './card-paths';
import { cardColumns } from './card-requests-list';

const dateTime = (iso: string | null) => (iso ? `${formatDate(iso)} ${new Date(iso).toTimeString().slice(0, 5)}` : '');

/** /DeltedRecord/{cardType} and /deleted-requests/{cardType}: who deleted what and when; Restore. */
export function DeletedRequestsScreen() {
  const { cardType: param } = useParams();
  const cardType = Number(param);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [restoring, setRestoring] = useState<number | null>(null);
  if (!isIdCardListType(cardType)) return <PageTitle>Deleted Requests</PageTitle>;

  async function restore(r: IdCardRow) {
    if (!(await confirm(`Restore request ${r.T_ID} of ${r.STD_NAME.toUpperCase()} to its list?`, { danger: false, confirmLabel: 'Restore' }))) return;
    setRestoring(r.T_ID);
    try {
      const res = await restoreCardRequest(r.T_ID);
      toast.success(res.msg);
      await qc.invalidateQueries({ queryKey: ['id-cards'] });
    } catch {
      // the api client has shown the reason
    } finally {
      setRestoring(null);
    }
  }

  const columns: PagedListColumn<IdCardRow>[] = [
    ...cardColumns.filter((c) => !['DISTRIBUTION_DATE', 'RF_ID', 'COMMENT'].includes(c.accessor)),
    { accessor: 'DELETED_AT', title: 'Deleted On', sortable: true, render: (r) => dateTime(r.DELETED_AT), csv: (r) => dateTime(r.DELETED_AT) },
    { accessor: 'DELETED_BY', title: 'Deleted By' },
    {
      accessor: 'actions',
      title: '',
      csv: false,
      render: (r) => (
        <Button
          size="xs"
          variant="light"
          loading={restoring === r.T_ID}
          onClick={(e) => {
            e.stopPropagation();
            restore(r);
          }}
          aria-label={`Restore request ${r.T_ID}`}
        >
          Restore
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle
        actions={
          LIST_PATH_OF[cardType] ? (
            <Button variant="default" size="sm" onClick={() => navigate(LIST_PATH_OF[cardType])}>
              Back to list
            </Button>
          ) : null
        }
      >
        {`Deleted Requests · ${ID_CARD_LIST_TITLES[cardType]}`}
      </PageTitle>
      <PagedList<IdCardRow>
        queryKey={deletedCardRequestsKey(cardType)}
        fetchPage={(p) => getDeletedCardRequests(cardType, p)}
        columns={columns}
        rowKey="T_ID"
        serialNumber="Sr. No"
        defaultSort={{ accessor: 'DELETED_AT', direction: 'desc' }}
        totalLabel="Total Number of Deleted Requests"
        emptyText="No Deleted Request"
      />
    </>
  );
}
