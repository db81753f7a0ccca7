import { Table, Text } from '@mantine/core';
import { formatRupees } from '@portal/domain';
import type { TFunction } from 'i18next';
import { headName } from '../../../i18n/names';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../components/history-table';
import { actionWords, changedFields } from '../../../components/history-words';
import type { HistoryEntry } from '../api/clearance-requests';
import '../english';

const ACTIONS: Record<string, string> = {
  'clearance_request:apply': 'clearanceHistory.applied',
  'clearance_request:delete': 'clearanceHistory.requestDeleted',
  'clearance_row:update': 'clearanceHistory.statusSaved',
  'challan:create': 'clearanceHistory.challanCreated',
  'challan:edit': 'clearanceHistory.challanEdited',
  'challan:delete': 'clearanceHistory.challanDeleted',
  'challan:payment': 'clearanceHistory.paymentRecorded',
  'challan:paid-by-fee-system': 'clearanceHistory.paidByFeeSystem',
};

function describe(h: HistoryEntry, t: TFunction): string {
  const a = h.AFTER ?? {};
  const b = h.BEFORE ?? {};
  if (h.ENTITY === 'clearance_row')
    return changedFields(
      b,
      a,
      [
        { key: 'REQ_ID', label: t('cards.historyStatus'), kind: 'status' },
        { key: 'VENUE', label: t('cards.historyVenue') },
        { key: 'COMMENT', label: t('cards.historyComment') },
      ],
      t,
    ).join('; ');
  if (h.ENTITY === 'challan') {
    const c = Object.keys(a).length ? a : b;
    return [t('clearanceHistory.challan', { id: c.CHALLAN_ID ?? '' }), c.DES ? headName(String(c.DES)) : null, c.BAL != null ? formatRupees(Number(c.BAL)) : null, c.PAID ? t('clearanceHistory.paid', { amount: formatRupees(Number(c.PAID)) }) : null].filter(Boolean).join(' · ');
  }
  return '';
}

/** Every change of the request, newest first. */
export function ClearanceHistory({ history }: { history: HistoryEntry[] }) {
  const { t } = useTranslation();
  if (!history.length)
    return (
      <Text size="sm" c="dimmed">
        {t('cards.noChanges')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={700} mah={260}>
      <HistoryTable
        fz="xs"
        detailsLabel={t('clearanceHistory.details')}
        lines={history.map((h) => ({
          id: h.ID,
          at: h.AT,
          who: h.ACTOR,
          action: ACTIONS[`${h.ENTITY}:${h.ACTION}`] ? t(ACTIONS[`${h.ENTITY}:${h.ACTION}`]!) : actionWords(h.ACTION, t),
          details: describe(h, t),
        }))}
      />
    </Table.ScrollContainer>
  );
}
