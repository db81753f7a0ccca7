import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { INSIGHT_KIND_LABELS, type Insights } from '@portal/domain';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useInsights } from '../api/get-insights';
import { FigureCard } from './figure-card';
import { OfficeSummary } from './office-summary';
import { weekDate, weekLabel } from './week-label';

type ListKey = 'offices' | 'queues' | 'weekly' | 'waitingByStatus' | 'oldest' | 'clearanceWaiting' | 'cards' | 'routes';
type Row<K extends ListKey> = NonNullable<Insights[K]>[number];
const kindLabel = (k: keyof typeof INSIGHT_KIND_LABELS) => INSIGHT_KIND_LABELS[k];

/**
 * The office insights dashboard (issue 11): the caller's office, or every office for the examination
 * office and the treasurer. Every figure is a chart with a table view and a CSV of its numbers.
 */
export function InsightsScreen() {
  const insights = useInsights();
  if (insights.isPending) return <PageLoader />;
  if (insights.isError)
    return (
      <>
        <PageTitle>Insights</PageTitle>
        <Alert color="red" variant="light" role="alert">
          The figures could not be loaded. Please try again.
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
      <PageTitle>{all ? 'Insights: all offices' : `Insights: ${own?.D_NM ?? 'your office'}`}</PageTitle>
      <Text size="sm" c="gray.7" mt={-8}>
        Figures as of {new Date(d.asOf).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}; weekly figures and days to decision cover the last
        12 weeks, from {weekDate(d.from)}.
      </Text>
      {own ? <OfficeSummary office={own} /> : null}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FigureCard<Row<'weekly'>>
          title="Received and decided per week"
          fileName="insights-weekly"
          rows={d.weekly}
          columns={[
            { title: 'Week starting', value: (r) => weekDate(r.week) },
            { title: 'Received', value: (r) => r.received, numeric: true },
            { title: 'Decided', value: (r) => r.decided, numeric: true },
          ]}
          chart={{
            type: 'bar',
            dataKey: 'week',
            data: d.weekly.map((w) => ({ ...w, week: weekLabel(w.week) })),
            series: [
              { name: 'received', label: 'Received', color: 'blue.6' },
              { name: 'decided', label: 'Decided', color: 'teal.6' },
            ],
          }}
        />
        <FigureCard<Row<'waitingByStatus'>>
          title="Waiting now, by status"
          fileName="insights-waiting-by-status"
          rows={d.waitingByStatus}
          empty="Nothing is waiting."
          columns={[
            { title: 'Work', value: (r) => kindLabel(r.kind) },
            { title: 'Status', value: (r) => r.STATUS_NAME },
            { title: 'Waiting', value: (r) => r.count, numeric: true },
          ]}
          chart={{
            type: 'bar',
            horizontal: true,
            dataKey: 'status',
            data: d.waitingByStatus.map((w) => ({ status: kinds.size > 1 ? `${kindLabel(w.kind)}: ${w.STATUS_NAME}` : w.STATUS_NAME, count: w.count })),
            series: [{ name: 'count', label: 'Waiting', color: 'orange.6' }],
          }}
        />
      </SimpleGrid>

      <FigureCard<Row<'offices'>>
        title="Days from reaching the office to decision"
        description={all ? 'Every office with work waiting or decided, most waiting first.' : undefined}
        fileName="insights-offices"
        rows={d.offices}
        columns={[
          { title: 'Office', value: (r) => r.D_NM },
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
          data: d.offices.map((o) => ({ office: o.D_NM, median: o.medianDays, p90: o.p90Days })),
          series: [
            { name: 'median', label: 'Median days', color: 'indigo.6' },
            { name: 'p90', label: '90th percentile days', color: 'grape.5' },
          ],
        }}
      />

      {d.clearanceWaiting ? (
        <FigureCard<Row<'clearanceWaiting'>>
          title="Where open clearance requests wait"
          description={all ? 'Undecided rows per department.' : 'Undecided rows per department, on the requests your office has a row on.'}
          fileName="insights-clearance-waiting"
          rows={d.clearanceWaiting}
          empty="No open clearance requests."
          columns={[
            { title: 'Department', value: (r) => r.D_NM },
            { title: 'Waiting', value: (r) => r.waiting, numeric: true },
          ]}
          chart={{
            type: 'bar',
            horizontal: true,
            dataKey: 'department',
            data: d.clearanceWaiting.map((c) => ({ department: c.D_NM, waiting: c.waiting })),
            series: [{ name: 'waiting', label: 'Waiting', color: 'orange.6' }],
          }}
        />
      ) : null}

      <SimpleGrid cols={{ base: 1, lg: d.cards && d.routes ? 2 : 1 }} spacing="md">
        {d.cards ? (
          <FigureCard<Row<'cards'>>
            title="Cards applied, printed and delivered per week"
            fileName="insights-cards"
            rows={d.cards}
            columns={[
              { title: 'Week starting', value: (r) => weekDate(r.week) },
              { title: 'Applied', value: (r) => r.applied, numeric: true },
              { title: 'Printed', value: (r) => r.printed, numeric: true },
              { title: 'Delivered', value: (r) => r.delivered, numeric: true },
            ]}
            chart={{
              type: 'line',
              dataKey: 'week',
              data: d.cards.map((c) => ({ ...c, week: weekLabel(c.week) })),
              series: [
                { name: 'applied', label: 'Applied', color: 'blue.6' },
                { name: 'printed', label: 'Printed', color: 'yellow.7' },
                { name: 'delivered', label: 'Delivered', color: 'teal.6' },
              ],
            }}
          />
        ) : null}
        {d.routes ? (
          <FigureCard<Row<'routes'>>
            title="Transport requests per route"
            description="All requests, those still open, and those received in the last 12 weeks."
            fileName="insights-routes"
            rows={d.routes}
            empty="No routes yet."
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
                { name: 'requests', label: 'Requests', color: 'blue.6' },
                { name: 'open', label: 'Open', color: 'orange.6' },
              ],
            }}
          />
        ) : null}
      </SimpleGrid>

      {showQueues ? (
        <FigureCard<Row<'queues'>>
          title="Each kind of work"
          description="The same figures for each kind of work an office decides."
          fileName="insights-kinds-of-work"
          rows={d.queues}
          columns={[
            { title: 'Work', value: (r) => kindLabel(r.kind) },
            { title: 'Office', value: (r) => r.D_NM },
            { title: 'Waiting', value: (r) => r.waiting, numeric: true },
            { title: 'Decided (12 weeks)', value: (r) => r.decided, numeric: true },
            { title: 'Median days', value: (r) => r.medianDays, numeric: true },
            { title: '90th percentile days', value: (r) => r.p90Days, numeric: true },
          ]}
        />
      ) : null}

      <FigureCard<Row<'oldest'>>
        title="Ten oldest waiting"
        fileName="insights-oldest"
        rows={d.oldest}
        empty="Nothing is waiting."
        columns={[
          { title: 'Waiting (days)', value: (r) => r.days, numeric: true },
          { title: 'Work', value: (r) => kindLabel(r.kind) },
          { title: 'Reference', value: (r) => r.REF },
          { title: 'Office', value: (r) => r.D_NM },
          { title: 'Roll number', value: (r) => r.ROLNO },
          { title: 'Name', value: (r) => r.NM },
          { title: 'Status', value: (r) => r.STATUS_NAME },
          { title: 'Since', value: (r) => weekDate(r.SINCE.slice(0, 10)) },
        ]}
      />
    </Stack>
  );
}
