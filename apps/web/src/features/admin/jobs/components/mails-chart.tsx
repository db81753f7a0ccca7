import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import type { MailsPerDay } from '@portal/domain';

/** Mails sent per day as bars (@mantine/charts, as the insights dashboards): its own chunk, loaded with the jobs screen's chart only. */
export function MailsChart({ days }: { days: MailsPerDay[] }) {
  const data = days.map((d) => ({ day: d.day.slice(5), sent: d.sent }));
  return (
    <div role="img" aria-label={`Mails sent per day over the last ${days.length} days: ${days.reduce((n, d) => n + d.sent, 0)} in all`}>
      <BarChart h={220} data={data} dataKey="day" series={[{ name: 'sent', label: 'Mails sent', color: 'teal.6' }]} tooltipAnimationDuration={0} />
    </div>
  );
}
