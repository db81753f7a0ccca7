import 'mantine-datatable/styles.layer.css';
import { Button, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { PAGE_SIZES, type ListParams } from '@portal/domain';
import { saveBlob } from '../../lib/download';
import { formatNumber } from '../../i18n/format';
import { buildCsv, csvBlob, type CsvColumn, loadXlsxWriter, xlsxBlob, xlsxFileName } from './build-csv';
import { ListFilters } from './list-filters';
import type { PagedListColumn, PagedListProps } from './types';
import { usePersistedPaging } from './use-persisted-paging';
import { useBulkSelection } from './use-bulk-selection';
import { useTranslation } from 'react-i18next';

const SERIAL = '__serial';
const cellValue = (row: unknown, accessor: string) => (row as Record<string, unknown>)[accessor];

/**
 * A server-side paged list: paging, sort and text filters are sent to `fetchPage`; page size and
 * number are remembered; a failed load shows an empty list; CSV export fetches every filtered row.
 */
export function PagedList<Row>(props: PagedListProps<Row>) {
  const { columns, fetchPage, queryKey, serialNumber, defaultSort } = props;
  const { t } = useTranslation();
  // Column titles (English in the screens and the CSV) shown in the chosen language when catalogued.
  const col = useCallback((title: string) => t(`col.${title}`, { defaultValue: title }), [t]);
  // Each list remembers its own page: a list is its screen's path (two lists never share a screen).
  const { page, pageSize, setPage, setPageSize } = usePersistedPaging(window.location.pathname);
  const [filters, setFilters] = useState<Record<string, string>>({});
  // An empty accessor means "server's default order".
  const [sort, setSort] = useState<DataTableSortStatus<Row>>({ columnAccessor: defaultSort?.accessor ?? '', direction: defaultSort?.direction ?? 'asc' });
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const bulk = useBulkSelection(props.bulk, queryKey);

  const sortColumn = columns.find((c) => c.accessor === sort.columnAccessor);
  const params: ListParams = {
    page,
    pageSize,
    sortBy: sortColumn ? (sortColumn.sortKey ?? sortColumn.accessor) : String(sort.columnAccessor) || undefined,
    sortDir: sort.columnAccessor ? sort.direction : undefined,
    filters: Object.keys(filters).length ? filters : undefined,
  };

  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
  });
  // The answer's rows are drawn at a transition's priority, in short slices between which the page stays
  // responsive: a query's answer is otherwise drawn in one task, long on a phone.
  const latest = query.isError ? undefined : query.data;
  const answer = useDeferredValue(latest);
  // Until the answer's rows are drawn, the table keeps its loader (not "no records" for a moment).
  const drawing = answer !== latest;
  const rows = answer?.rows ?? [];
  const total = answer?.total ?? 0;
  // A search with more matches than the server counts answers a lower bound: "1,000+ matches". The pager
  // gets one record more, so the next page can always be opened (each deeper page raises the bound).
  const estimate = answer?.totalIsEstimate === true;
  const moreThan = (key: 'list.moreThan' | 'list.matchesMoreThan') => t(key, { n: formatNumber(total) });
  const records = estimate ? total + 1 : total;

  // A remembered page number may be past the end of the list (rows went since).
  useEffect(() => {
    if (answer && records > 0 && page > Math.ceil(records / pageSize)) setPage(1);
  }, [answer, records, page, pageSize, setPage]);

  const tableColumns = useMemo<DataTableColumn<Row>[]>(() => {
    const cols = columns.map((c) => tableColumn(c, col(c.title)));
    if (serialNumber) {
      const title = typeof serialNumber === 'string' && serialNumber !== 'Sr. No' ? col(serialNumber) : t('list.srNo');
      cols.unshift({ accessor: SERIAL, title, width: 70, render: (_r, i) => (page - 1) * pageSize + i + 1 });
    }
    return cols;
  }, [columns, serialNumber, page, pageSize, col, t]);

  const filterFields = columns
    .filter((c) => c.filterable || c.filterOptions)
    .map((c) => ({ key: c.filterKey ?? c.accessor, title: col(c.title), options: c.filterOptions }));

  /** The filtered rows as a CSV, or as an .xlsx with typed cells under the same name. */
  async function exportRows(format: 'csv' | 'xlsx') {
    if (!props.csvFileName) return;
    setExporting(format);
    try {
      const all = await fetchPage({ ...params, page: 1, exportAll: true });
      const csvCols: CsvColumn<Row>[] = columns
        .filter((c) => c.csv !== false)
        .map((c) => ({ title: c.title, value: (row: Row) => (typeof c.csv === 'function' ? c.csv(row) : cellValue(row, c.accessor)) }));
      if (serialNumber) csvCols.unshift({ title: typeof serialNumber === 'string' ? serialNumber : 'Sr. No', value: (_r, i) => i + 1 });
      if (format === 'csv') saveBlob(csvBlob(buildCsv(csvCols, all.rows)), props.csvFileName);
      else saveBlob(xlsxBlob((await loadXlsxWriter())(csvCols, all.rows)), xlsxFileName(props.csvFileName));
    } catch {
      // the api client has shown the reason
    } finally {
      setExporting(null);
    }
  }

  return (
    <div>
      <ListFilters
        fields={filterFields}
        debounceMs={props.filterDebounceMs ?? 400}
        onChange={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      {props.csvFileName || props.toolbar || bulk.actions ? (
        <Group justify="flex-end" gap="xs" mb="xs">
          {bulk.actions}
          {props.toolbar}
          {props.csvFileName ? (
            <>
              <Button variant="light" size="sm" onClick={() => exportRows('csv')} loading={exporting === 'csv'} disabled={total === 0 || exporting != null}>
                {t('list.exportCsv')}
              </Button>
              <Button variant="light" size="sm" onClick={() => exportRows('xlsx')} loading={exporting === 'xlsx'} disabled={total === 0 || exporting != null}>
                {t('list.exportExcel')}
              </Button>
            </>
          ) : null}
        </Group>
      ) : null}
      <DataTable<Row>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={rows.length ? undefined : 180}
        columns={tableColumns}
        records={rows}
        idAccessor={props.rowKey}
        selectedRecords={bulk.selected}
        onSelectedRecordsChange={bulk.setSelected}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t('list.selectAll') }}
        getRecordSelectionCheckboxProps={(_r, i) => ({ 'aria-label': t('list.selectRow', { n: (page - 1) * pageSize + i + 1 }) })}
        fetching={query.isFetching || drawing}
        noRecordsText={props.emptyText ?? t('list.noRecords')}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          setPage(1);
        }}
        onRowClick={props.onRowClick ? ({ record, index }) => props.onRowClick!(record, index) : undefined}
        customRowAttributes={props.onRowClick ? keyboardRow(props.onRowClick) : undefined}
        scrollAreaProps={SCROLL_AREA_PROPS}
        page={page}
        onPageChange={setPage}
        totalRecords={records}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={setPageSize}
        recordsPerPageLabel={t('list.rowsPerPage')}
        paginationText={({ from, to, totalRecords }) => t('list.pagination', { from, to, total: estimate ? moreThan('list.moreThan') : totalRecords })}
      />
      {/* Once the list has answered: drawn before, the rows arriving above it would push it down (a layout shift). */}
      {answer || query.isError ? (
        <Text size="sm" fw={600} mt="xs" data-testid="list-total">
          {props.totalLabel ? col(props.totalLabel) : t('list.totalRequests')}: {estimate ? moreThan('list.matchesMoreThan') : total}
        </Text>
      ) : null}
    </div>
  );
}

/** The data table's column for one of the list's columns, under its shown `title`. */
export function tableColumn<Row>(c: PagedListColumn<Row>, title: string): DataTableColumn<Row> {
  return {
    accessor: c.accessor,
    title,
    sortable: c.sortable,
    // A least width, not a fixed one: a fixed width cut the title ("Reference …") and the identifiers.
    titleStyle: c.width == null ? undefined : { minWidth: c.width },
    noWrap: c.identifier,
    textAlign: c.textAlign,
    render: c.render ? (row: Row, i: number) => c.render!(row, i) : undefined,
  };
}

/** The table's scroll area can take focus, so a wide table scrolls with the keyboard (WCAG 2.1.1). */
const SCROLL_AREA_PROPS = { viewportProps: { tabIndex: 0 } };

/** Rows that open a dialog on click also open it with Enter or Space once focused with Tab (WCAG 2.1.1). */
export function keyboardRow<Row>(open: (row: Row, index: number) => void) {
  return (record: Row, index: number) => ({
    tabIndex: 0,
    onKeyDown: (e: React.KeyboardEvent<HTMLTableRowElement>) => {
      if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      open(record, index);
    },
  });
}
