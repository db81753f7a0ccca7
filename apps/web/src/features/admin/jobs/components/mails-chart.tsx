import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { MailsPerDay } from '@portal/domain';
import '../../english';

/** Mails sent per day as bars (@mantine/charts, as the insights dashboards): its own chunk, loaded with the jobs screen's chart only. */
export function MailsChart({ days }: { days: MailsPerDay[] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ day: d.day.slice(5), sent: d.sent }));
  return (
    <div role="img" aria-label={t('adminJobs.chart', { days: days.length, total: days.reduce((n, d) => n + d.sent, 0) })}>
      <BarChart h={220} data={data} dataKey="day" series={[{ name: 'sent', label: t('adminJobs.mailsSent'), color: 'teal.6' }]} tooltipAnimationDuration={0} />
    </div>
  );
}
