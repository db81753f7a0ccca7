import { Stack, Text, Timeline } from '@mantine/core';
import { SectionTitle } from '../../../components/page-title';
import { formatDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { actionWords, changedFields, type HistoryField } from '../../../components/history-words';
import type { HistoryEntry } from '../api/transport-requests';
import '../english';

/** Who changed a transport request, when, and the status move (nothing when there is no history). */
export function TransportHistory({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  const fields: HistoryField[] = [
    { key: 'REQ_STATUS', label: t('cards.historyStatus'), kind: 'status' },
    { key: 'DISTRIBUTION_DATE', label: t('cards.historyDistributionDate'), kind: 'date' },
    { key: 'VENUE', label: t('cards.historyVenue') },
    { key: 'COMMENT', label: t('cards.historyComment') },
  ];
  return (
    <Stack gap={4}>
      <SectionTitle level={3} size="h6">
        {t('staff.history')}
      </SectionTitle>
      <Timeline bulletSize={10} lineWidth={1}>
        {entries.map((h) => (
          <Timeline.Item
            key={`${h.AT}-${h.ACTION}-${h.ACTOR_NAME}`}
            title={<Text size="xs" fw={600}>{`${formatDate(h.AT)} · ${h.ACTOR_NAME} · ${actionWords(h.ACTION, t)}`}</Text>}
          >
            <Text size="xs" c="dimmed">
              {changedFields(h.BEFORE, h.AFTER, fields, t).join('; ')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
