import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ID_CARD_LIST_TITLES, isIdCardListType, type IdCardRow } from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { formatDateTime } from '../../../lib/format-time';
import { toast } from '../../../lib/toast';
import { restoreCardRequest } from '../api/card-request-actions';
import { deletedCardRequestsKey, getDeletedCardRequests } from '../api/get-card-requests';
import { LIST_PATH_OF } from './card-paths';
import { cardColumns } from './card-requests-list';

const dateTime = (iso: string | null) => formatDateTime(iso);

/** /DeltedRecord/{cardType} and /deleted-requests/{cardType}: who deleted what and when; Restore. */
export function DeletedRequestsScreen() {
  const { cardType: param } = useParams();
  const cardType = Number(param);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [restoring, setRestoring] = useState<number | null>(null);
  if (!isIdCardListType(cardType)) return <PageTitle>Deleted Requests</PageTitle>;

  async function restore(r: IdCardRow) {
    if (!(await confirm(t('cards.confirmRestore', { id: r.T_ID, name: r.STD_NAME.toUpperCase() }), { danger: false, confirmLabel: t('cards.restore') }))) return;
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
      title: t('requests.action'),
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
          aria-label={t('cards.restoreRequest', { id: r.T_ID })}
        >
          {t('cards.restore')}
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
              {t('cards.backToList')}
            </Button>
          ) : null
        }
      >
        {`${t('title.Deleted Requests')} · ${t(`title.${ID_CARD_LIST_TITLES[cardType]}`, { defaultValue: ID_CARD_LIST_TITLES[cardType] })}`}
      </PageTitle>
      <PagedList<IdCardRow>
        queryKey={deletedCardRequestsKey(cardType)}
        fetchPage={(p) => getDeletedCardRequests(cardType, p)}
        columns={columns}
        rowKey="T_ID"
        serialNumber="Sr. No"
        defaultSort={{ accessor: 'DELETED_AT', direction: 'desc' }}
        totalLabel="Total Number of Deleted Requests"
        emptyText={t('cards.noDeleted')}
      />
    </>
  );
}
