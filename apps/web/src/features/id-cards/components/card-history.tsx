import { Table, Text } from '@mantine/core';
import { formatDate, statusName } from '@portal/domain';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/format-time';
import { useTranslation } from 'react-i18next';
import { useCardHistory } from '../api/get-card-request';

const ACTIONS: Record<string, string> = { update: 'cards.historySaved', delete: 'cards.historyDeleted', restore: 'cards.historyRestored' };

/** What changed, in words: status, dates and codes that differ between before and after. */
function describe(before: unknown, after: unknown, t: TFunction): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  const status = (v: unknown) => {
    const name = statusName(Number(v));
    return t(`status.${name}`, { defaultValue: name });
  };
  const show = (k: string, v: unknown) =>
    v == null || v === '' ? '—' : k === 'REQ_STATUS' ? status(v) : k.endsWith('DATE') ? formatDate(String(v)) : String(v);
  const label: Record<string, string> = {
    REQ_STATUS: t('cards.historyStatus'),
    DISTRIBUTION_DATE: t('cards.historyDistributionDate'),
    VENUE: t('cards.historyVenue'),
    COMMENT: t('cards.historyComment'),
    RF_ID: t('cards.historyRfId'),
    MACHINE_ID: t('cards.historyMachineNo'),
  };
  for (const k of Object.keys(label))
    if (k in a && JSON.stringify(a[k]) !== JSON.stringify(b[k])) parts.push(t('cards.change', { label: label[k], from: show(k, b[k]), to: show(k, a[k]) }));
  if (a.PHOTO_DELETED) parts.push(t('cards.photoDeleted'));
  return parts.join('; ');
}

/** The request's audit history (DECISIONS 2.7), newest first. */
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
    <Table striped withTableBorder fz="sm" aria-label={t('cards.requestHistory')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('cards.when')}</Table.Th>
          <Table.Th>{t('cards.who')}</Table.Th>
          <Table.Th>{t('cards.action')}</Table.Th>
          <Table.Th>{t('cards.changes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((h) => (
          <Table.Tr key={h.ID}>
            <Table.Td>{formatDateTime(h.AT)}</Table.Td>
            <Table.Td>{h.ACTOR_NAME}</Table.Td>
            <Table.Td>{ACTIONS[h.ACTION] ? t(ACTIONS[h.ACTION]!) : h.ACTION}</Table.Td>
            <Table.Td>{describe(h.BEFORE, h.AFTER, t)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
