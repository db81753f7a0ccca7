import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Insights } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import '../english';

/** The caller's own office at a glance: waiting now, decided in the window, median and 90th-percentile days. */
export function OfficeSummary({ office }: { office: Insights['offices'][number] }) {
  const { t } = useTranslation();
  const days = (n: number | null) => (n == null ? '—' : t('insights.days', { n }));
  const stats = [
    { label: t('insights.waitingNow'), value: String(office.waiting) },
    { label: t('insights.decided12'), value: String(office.decided) },
    { label: t('insights.medianToDecision'), value: days(office.medianDays) },
    { label: t('insights.p90Days'), value: days(office.p90Days) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {stats.map((s) => (
        <Paper key={s.label} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
            {s.label}
          </Text>
          <Text component="dd" m={0} size="xl" fw={700}>
            {s.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
