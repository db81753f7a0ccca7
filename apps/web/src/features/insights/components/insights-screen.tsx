import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { INSIGHT_KIND_LABELS, type Insights } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useInsights } from '../api/get-insights';
import { FigureCard } from './figure-card';
import { OfficeSummary } from './office-summary';
import { officeName } from '../../../i18n/names';
import { formatTime } from '../../../lib/format-time';
import { weekDate, weekDateForFile, weekLabel } from './week-label';
import '../english';

type ListKey = 'offices' | 'queues' | 'weekly' | 'waitingByStatus' | 'oldest' | 'clearanceWaiting' | 'cards' | 'routes';
type Row<K extends ListKey> = NonNullable<Insights[K]>[number];
const kindLabel = (k: keyof typeof INSIGHT_KIND_LABELS) => INSIGHT_KIND_LABELS[k];

/**
 * The office insights dashboard: the caller's office, or every office for the examination
 * office and the treasurer. Every figure is a chart with a table view and a CSV of its numbers.
 */
export function InsightsScreen() {
  const { t } = useTranslation();
  const insights = useInsights();
  // Tables and charts show kinds and statuses in the chosen language; the CSV files keep English.
  const kindName = (k: keyof typeof INSIGHT_KIND_LABELS) => t(`insights.kind.${k}`);
  const statusName = (name: string) => t(`status.${name}`, { defaultValue: name });
  if (insights.isPending) return <PageLoader />;
  if (insights.isError)
    return (
      <>
        <PageTitle>Insights</PageTitle>
        <Alert color="red" variant="light" role="alert">
          {t('insights.loadFailed')}
        </Alert>
      </>
    );
  const d = insights.data;
  const all = d.scope === 'all';
  const own = all ? null : d.offices[0];
  const kinds = new Set(d.waitingByStatus.map((w) => w.kind));
  // One office deciding one kind of work: the per-kind table would repeat the office's figures.
  const showQueues = new Set(d.queues.map((q) => q.kind)).size > 1;

  return (
    <Stack gap="md">
      <PageTitle>{all ? t('insights.allOffices') : t('insights.ofOffice', { office: own?.D_NM ? officeName(own.D_NM, own.D_ID) : t('insights.yourOffice') })}</PageTitle>
      <Text size="sm" c="gray.7" mt={-8}>
        {t('insights.asOf', { time: formatTime(d.asOf), date: weekDate(d.from) })}
      </Text>
      {own ? <OfficeSummary office={own} /> : null}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureCard<Row<'weekly'>>
          title={t('insights.weekly')}
          fileName="insights-weekly"
          rows={d.weekly}
          columns={[
            { title: 'Week starting', value: (r) => weekDateForFile(r.week), display: (r) => weekDate(r.week) },
            { title: 'Received', value: (r) => r.received, numeric: true },
            { title: 'Decided', value: (r) => r.decided, numeric: true },
          ]}
          chart={{
            type: 'bar',
            dataKey: 'week',
            data: d.weekly.map((w) => ({ ...w, week: weekLabel(w.week) })),
            series: [
              { name: 'received', label: t('insights.received'), color: 'blue.6' },
              { name: 'decided', label: t('insights.decided'), color: 'teal.6' },
            ],
          }}
        />
        <FigureCard<Row<'waitingByStatus'>>
          title={t('insights.waitingByStatus')}
          fileName="insights-waiting-by-status"
          rows={d.waitingByStatus}
          empty={t('insights.nothingWaiting')}
          columns={[
            { title: 'Work', value: (r) => kindLabel(r.kind), display: (r) => kindName(r.kind) },
            { title: 'Status', value: (r) => r.STATUS_NAME, display: (r) => statusName(r.STATUS_NAME) },
            { title: 'Waiting', value: (r) => r.count, numeric: true },
          ]}
          chart={{
            type: 'bar',
            horizontal: true,
            dataKey: 'status',
            data: d.waitingByStatus.map((w) => ({ status: kinds.size > 1 ? `${kindName(w.kind)}: ${statusName(w.STATUS_NAME)}` : statusName(w.STATUS_NAME), count: w.count })),
            series: [{ name: 'count', label: t('insights.waiting'), color: 'orange.6' }],
          }}
        />
      </SimpleGrid>

      <FigureCard<Row<'offices'>>
        title={t('insights.offices')}
        description={all ? t('insights.officesDescription') : undefined}
        fileName="insights-offices"
        rows={d.offices}
        columns={[
          { title: 'Office', value: (r) => r.D_NM, display: (r) => officeName(r.D_NM, r.D_ID) },
          { title: 'Waiting', value: (r) => r.waiting, numeric: true },
          { title: 'Decided (12 weeks)', value: (r) => r.decided, numeric: true },
          { title: 'Median days', value: (r) => r.medianDays, numeric: true },
          { title: '90th percentile days', value: (r) => r.p90Days, numeric: true },
        ]}
        chart={{
          type: 'bar',
          horizontal: true,
          dataKey: 'office',
          // No decision in the window: no bar (not a bar of zero days).
          data: d.offices.map((o) => ({ office: officeName(o.D_NM, o.D_ID), median: o.medianDays, p90: o.p90Days })),
          series: [
            { name: 'median', label: t('insights.medianDays'), color: 'indigo.6' },
            { name: 'p90', label: t('insights.p90Days'), color: 'grape.5' },
          ],
        }}
      />

      {d.clearanceWaiting ? (
        <FigureCard<Row<'clearanceWaiting'>>
          title={t('insights.clearanceWaiting')}
          description={all ? t('insights.clearanceWaitingAll') : t('insights.clearanceWaitingOwn')}
          fileName="insights-clearance-waiting"
          rows={d.clearanceWaiting}
          empty={t('insights.noOpenClearance')}
          columns={[
            { title: 'Department', value: (r) => r.D_NM, display: (r) => officeName(r.D_NM, r.D_ID) },
            { title: 'Waiting', value: (r) => r.waiting, numeric: true },
          ]}
          chart={{
            type: 'bar',
            horizontal: true,
            dataKey: 'department',
            data: d.clearanceWaiting.map((c) => ({ department: officeName(c.D_NM, c.D_ID), waiting: c.waiting })),
            series: [{ name: 'waiting', label: t('insights.waiting'), color: 'orange.6' }],
          }}
        />
      ) : null}

      <SimpleGrid cols={{ base: 1, lg: d.cards && d.routes ? 2 : 1 }} spacing="md">
        {d.cards ? (
          <FigureCard<Row<'cards'>>
            title={t('insights.cards')}
            fileName="insights-cards"
            rows={d.cards}
            columns={[
              { title: 'Week starting', value: (r) => weekDateForFile(r.week), display: (r) => weekDate(r.week) },
              { title: 'Applied', value: (r) => r.applied, numeric: true },
              { title: 'Printed', value: (r) => r.printed, numeric: true },
              { title: 'Delivered', value: (r) => r.delivered, numeric: true },
            ]}
            chart={{
              type: 'line',
              dataKey: 'week',
              data: d.cards.map((c) => ({ ...c, week: weekLabel(c.week) })),
              series: [
                { name: 'applied', label: t('insights.applied'), color: 'blue.6' },
                { name: 'printed', label: t('insights.printed'), color: 'yellow.7' },
                { name: 'delivered', label: t('insights.delivered'), color: 'teal.6' },
              ],
            }}
          />
        ) : null}
        {d.routes ? (
          <FigureCard<Row<'routes'>>
            title={t('insights.routes')}
            description={t('insights.routesDescription')}
            fileName="insights-routes"
            rows={d.routes}
            empty={t('insights.noRoutes')}
            columns={[
              { title: 'Route', value: (r) => r.ROUTE_NO },
              { title: 'Name', value: (r) => r.ROUTE_NAME },
              { title: 'Requests', value: (r) => r.requests, numeric: true },
              { title: 'Open', value: (r) => r.open, numeric: true },
              { title: 'Received (12 weeks)', value: (r) => r.received, numeric: true },
            ]}
            chart={{
              type: 'bar',
              horizontal: true,
              dataKey: 'route',
              data: d.routes.map((r) => ({ route: `${r.ROUTE_NO} ${r.ROUTE_NAME}`, requests: r.requests, open: r.open })),
              series: [
                { name: 'requests', label: t('insights.requests'), color: 'blue.6' },
                { name: 'open', label: t('insights.open'), color: 'orange.6' },
              ],
            }}
          />
        ) : null}
      </SimpleGrid>

      {showQueues ? (
        <FigureCard<Row<'queues'>>
          title={t('insights.queues')}
          description={t('insights.queuesDescription')}
          fileName="insights-kinds-of-work"
          rows={d.queues}
          columns={[
            { title: 'Work', value: (r) => kindLabel(r.kind), display: (r) => kindName(r.kind) },
            { title: 'Office', value: (r) => r.D_NM, display: (r) => officeName(r.D_NM, r.D_ID) },
            { title: 'Waiting', value: (r) => r.waiting, numeric: true },
            { title: 'Decided (12 weeks)', value: (r) => r.decided, numeric: true },
            { title: 'Median days', value: (r) => r.medianDays, numeric: true },
            { title: '90th percentile days', value: (r) => r.p90Days, numeric: true },
          ]}
        />
      ) : null}

      <FigureCard<Row<'oldest'>>
        title={t('insights.oldest')}
        fileName="insights-oldest"
        rows={d.oldest}
        empty={t('insights.nothingWaiting')}
        columns={[
          { title: 'Waiting (days)', value: (r) => r.days, numeric: true },
          { title: 'Work', value: (r) => kindLabel(r.kind), display: (r) => kindName(r.kind) },
          { title: 'Reference', value: (r) => r.REF, identifier: true },
          { title: 'Office', value: (r) => r.D_NM, display: (r) => officeName(r.D_NM, r.D_ID) },
          { title: 'Roll number', value: (r) => r.ROLNO, identifier: true },
          { title: 'Name', value: (r) => r.NM },
          { title: 'Status', value: (r) => r.STATUS_NAME, display: (r) => statusName(r.STATUS_NAME) },
          { title: 'Since', value: (r) => weekDateForFile(r.SINCE.slice(0, 10)), display: (r) => weekDate(r.SINCE.slice(0, 10)) },
        ]}
      />
    </Stack>
  );
}
