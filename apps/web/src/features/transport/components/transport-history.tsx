import { Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDate, statusName } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../api/transport-requests';
import '../english';

/** Who changed a transport request, when, and the status move (nothing when there is no history). */
export function TransportHistory({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation();
  const status = (id: unknown) => {
    const name = statusName(id as number);
    return t(`status.${name}`, { defaultValue: name });
  };
  if (!entries.length) return null;
  return (
    <Stack gap={4}>
      <Title order={6}>{t('staff.history')}</Title>
      <Timeline bulletSize={10} lineWidth={1}>
        {entries.map((h) => (
          <Timeline.Item
            key={`${h.AT}-${h.ACTION}-${h.ACTOR_NAME}`}
            title={<Text size="xs" fw={600}>{`${formatDate(h.AT)} · ${h.ACTOR_NAME} · ${h.ACTION}`}</Text>}
          >
            <Text size="xs" c="dimmed">
              {h.BEFORE?.REQ_STATUS !== h.AFTER?.REQ_STATUS
                ? t('cards.change', { label: t('cards.historyStatus'), from: h.BEFORE ? status(h.BEFORE.REQ_STATUS) : '—', to: status(h.AFTER?.REQ_STATUS) })
                : t('transportAdmin.detailsChanged')}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
