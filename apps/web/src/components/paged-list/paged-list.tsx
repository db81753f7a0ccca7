import 'mantine-datatable/styles.layer.css';
import { Button, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { PAGE_SIZES, type ListParams } from '@portal/domain';
import { saveBlob } from '../../lib/download';
import { buildCsv, csvBlob, type CsvColumn } from './build-csv';
import { ListFilters } from './list-filters';
import type { PagedListProps } from './types';
import { usePersistedPaging } from './use-persisted-paging';

const SERIAL = '__serial';
const cellValue = (row: unknown, accessor: string) => (row as Record<string, unknown>)[accessor];

/**
 * A server-side paged list: paging, sort and text filters are sent to `fetchPage`; page size and
 * number are remembered; a failed load shows an empty list; CSV export fetches every filtered row.
 */
export function PagedList<Row>(props: PagedListProps<Row>) {
  const { columns, fetchPage, queryKey, serialNumber, defaultSort } = props;
  const { page, pageSize, setPage, setPageSize } = usePersistedPaging();
  const [filters, setFilters] = useState<Record<string, string>>({});
  // An empty accessor means "server's default order".
  const [sort, setSort] = useState<DataTableSortStatus<Row>>({ columnAccessor: defaultSort?.accessor ?? '', direction: defaultSort?.direction ?? 'asc' });
  const [exporting, setExporting] = useState(false);

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
  const rows = query.isError ? [] : (query.data?.rows ?? []);
  const total = query.isError ? 0 : (query.data?.total ?? 0);

  // A remembered page number may be past the end of this list (it is shared by all lists).
  useEffect(() => {
    if (query.data && total > 0 && page > Math.ceil(total / pageSize)) setPage(1);
  }, [query.data, total, page, pageSize, setPage]);

  const tableColumns = useMemo<DataTableColumn<Row>[]>(() => {
    const cols: DataTableColumn<Row>[] = columns.map((c) => ({
      accessor: c.accessor,
      title: c.title,
      sortable: c.sortable,
      width: c.width,
      textAlign: c.textAlign,
      render: c.render ? (row: Row, i: number) => c.render!(row, i) : undefined,
    }));
    if (serialNumber) {
      const title = typeof serialNumber === 'string' ? serialNumber : 'Sr. No';
      cols.unshift({ accessor: SERIAL, title, width: 70, render: (_r, i) => (page - 1) * pageSize + i + 1 });
    }
    return cols;
  }, [columns, serialNumber, page, pageSize]);

  const filterFields = columns.filter((c) => c.filterable).map((c) => ({ key: c.filterKey ?? c.accessor, title: c.title }));

  async function exportCsv() {
    if (!props.csvFileName) return;
    setExporting(true);
    try {
      const all = await fetchPage({ ...params, page: 1, exportAll: true });
      const csvCols: CsvColumn<Row>[] = columns
        .filter((c) => c.csv !== false)
        .map((c) => ({ title: c.title, value: (row: Row) => (typeof c.csv === 'function' ? c.csv(row) : cellValue(row, c.accessor)) }));
      if (serialNumber) csvCols.unshift({ title: typeof serialNumber === 'string' ? serialNumber : 'Sr. No', value: (_r, i) => i + 1 });
      saveBlob(csvBlob(buildCsv(csvCols, all.rows)), props.csvFileName);
    } catch {
      // the api client has shown the reason
    } finally {
      setExporting(false);
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
      {props.csvFileName || props.toolbar ? (
        <Group justify="flex-end" gap="xs" mb="xs">
          {props.toolbar}
          {props.csvFileName ? (
            <Button variant="light" size="sm" onClick={exportCsv} loading={exporting} disabled={total === 0}>
              Export CSV
            </Button>
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
        fetching={query.isFetching}
        noRecordsText={props.emptyText ?? 'No Record Found'}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          setPage(1);
        }}
        onRowClick={props.onRowClick ? ({ record, index }) => props.onRowClick!(record, index) : undefined}
        page={page}
        onPageChange={setPage}
        totalRecords={total}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...PAGE_SIZES]}
        onRecordsPerPageChange={setPageSize}
        recordsPerPageLabel="Rows per page"
        paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      />
      <Text size="sm" fw={600} mt="xs" data-testid="list-total">
        {props.totalLabel ?? 'Total Number of Requests'}: {total}
      </Text>
    </div>
  );
}
