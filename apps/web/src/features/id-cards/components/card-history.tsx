import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../components/history-table';
import { actionWords, changedFields, type HistoryField } from '../../../components/history-words';
import { useCardHistory } from '../api/get-card-request';

/** What changed, in words: the status, dates and codes whose shown value differs between before and after. */
function describe(before: unknown, after: unknown, t: TFunction): string {
  const fields: HistoryField[] = [
    { key: 'REQ_STATUS', label: t('cards.historyStatus'), kind: 'status' },
    { key: 'DISTRIBUTION_DATE', label: t('cards.historyDistributionDate'), kind: 'date' },
    { key: 'VENUE', label: t('cards.historyVenue') },
    { key: 'COMMENT', label: t('cards.historyComment') },
    { key: 'RF_ID', label: t('cards.historyRfId') },
    { key: 'MACHINE_ID', label: t('cards.historyMachineNo') },
  ];
  const parts = changedFields(before, after, fields, t);
  if ((after as { PHOTO_DELETED?: unknown } | null)?.PHOTO_DELETED) parts.push(t('cards.photoDeleted'));
  return parts.join('; ');
}

/** The request's audit history, newest first. */
export function CardHistory({ tId }: { tId: number }) {
  const { t } = useTranslation();
  const q = useCardHistory(tId);
  const rows = q.data ?? [];
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed">
        {q.isLoading ? t('common.loading') : t('cards.noChanges')}
      </Text>
    );
  return (
    <HistoryTable
      fz="sm"
      detailsLabel={t('cards.changes')}
      lines={rows.map((h) => ({ id: h.ID, at: h.AT, who: h.ACTOR_NAME, action: actionWords(h.ACTION, t), details: describe(h.BEFORE, h.AFTER, t) }))}
    />
  );
}
