import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { SectionTitle } from '../../../components/page-title';
import { IconDownload } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCsv, csvBlob } from '../../../components/paged-list/build-csv';
import { saveBlob } from '../../../lib/download';
import type { InsightChartProps } from './insight-chart';
import '../english';

const InsightChart = lazy(async () => ({ default: (await import('./insight-chart')).InsightChart }));

export interface FigureColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null;
  /** What the table shows, when it differs from the CSV's `value` (a translated name). */
  display?: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A code read as one piece (a reference, a roll number): never broken across lines at its hyphens. */
  identifier?: boolean;
}

interface FigureCardProps<Row> {
  title: string;
  description?: string;
  rows: Row[];
  columns: FigureColumn<Row>[];
  /** The CSV's file name, without `.csv`. */
  fileName: string;
  /** The chart of the same numbers; without one the figure is a table only. */
  chart?: Omit<InsightChartProps, 'label'>;
  empty?: string;
}

/**
 * One figure of the dashboard: a chart with a table view of its numbers (for people who would rather
 * read, and for screen readers) and a CSV download of the same rows.
 */
export function FigureCard<Row>({ title, description, rows, columns, fileName, chart, empty }: FigureCardProps<Row>) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>(chart ? 'chart' : 'table');
  const headingId = useId();
  const download = () => saveBlob(csvBlob(buildCsv(columns, rows)), `${fileName}.csv`);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <SectionTitle size="h5" id={headingId}>
              {title}
            </SectionTitle>
            {description ? (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            ) : null}
          </div>
          <Group gap="xs">
            {chart ? (
              <SegmentedControl
                size="xs"
                aria-label={t('insights.view', { title })}
                value={view}
                onChange={(v) => setView(v as 'chart' | 'table')}
                data={[
                  { value: 'chart', label: t('insights.chart') },
                  { value: 'table', label: t('insights.table') },
                ]}
              />
            ) : null}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={download}
              disabled={rows.length === 0}
              aria-label={t('insights.downloadCsv', { title })}
            >
              CSV
            </Button>
          </Group>
        </Group>
        {rows.length === 0 ? (
          <Text size="sm" c="gray.7">
            {empty ?? t('insights.nothingToShow')}
          </Text>
        ) : chart && view === 'chart' ? (
          <Suspense fallback={<Skeleton h={240} />}>
            <InsightChart {...chart} label={t('insights.chartLabel', { title })} />
          </Suspense>
        ) : (
          <FigureTable labelledBy={headingId} rows={rows} columns={columns} />
        )}
      </Stack>
    </Paper>
  );
}

function FigureTable<Row>({ labelledBy, rows, columns }: { labelledBy: string; rows: Row[]; columns: FigureColumn<Row>[] }) {
  const { t } = useTranslation();
  return (
    // The scroll area takes focus, so a table wider than a phone scrolls with the keyboard (WCAG 2.1.1).
    <Table.ScrollContainer minWidth={columns.length * 110} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped withTableBorder verticalSpacing={6} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.title} ta={c.numeric ? 'right' : undefined}>
                {t(`col.${c.title}`, { defaultValue: c.title })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // Figures have no ids of their own; their order is fixed by the server.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are read-only and never reorder
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td key={c.title} ta={c.numeric ? 'right' : undefined} style={c.identifier ? { whiteSpace: 'nowrap' } : undefined}>
                  {(c.display ?? c.value)(row) ?? '—'}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
