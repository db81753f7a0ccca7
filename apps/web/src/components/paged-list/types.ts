import type { QueryKey } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import type { ListParams, Paged } from '@portal/domain';
import type { PagedListBulk } from './use-bulk-selection';

export interface FilterOption {
  value: string;
  label: string;
}

export interface PagedListColumn<Row> {
  /** Row field; also the key sent as `sortBy` and `filters[key]` unless sortKey/filterKey say otherwise. */
  accessor: Extract<keyof Row, string> | (string & {});
  title: string;
  /** Cell content (default: the field's value). */
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  sortKey?: string;
  /**
   * Adds a filter for this column, one per column: a debounced text input matching rows whose value contains
   * the text, or, with `filterOptions`, a choice among them (never both for one column).
   */
  filterable?: boolean;
  filterKey?: string;
  /** The values the column's filter chooses from (`value` is sent as the filter), e.g. a list's statuses. */
  filterOptions?: readonly FilterOption[];
  /** CSV value (default: the field's value); false leaves the column out of the CSV. */
  csv?: ((row: Row) => unknown) | false;
  /** The column's narrowest width: it grows to show its title and its cells' identifiers whole. */
  width?: number | string;
  /**
   * A code read as one piece (roll number, reference, CNIC, challan or form number): never broken across lines
   * at its hyphens ("0011-BSCHEM-22", not "0011-/BSCHEM-/22"); the column widens, and a wide list scrolls.
   */
  identifier?: boolean;
  textAlign?: 'left' | 'center' | 'right';
}

export interface PagedListProps<Row> {
  /** Base query key; the list appends its paging, sort and filters. Invalidate it to reload. */
  queryKey: QueryKey;
  /** Loads one page from the server (or every filtered row when `exportAll` is true). */
  fetchPage: (params: ListParams) => Promise<Paged<Row>>;
  columns: PagedListColumn<Row>[];
  /** Unique row id field or function. */
  rowKey: Extract<keyof Row, string> | ((row: Row) => Key);
  onRowClick?: (row: Row, index: number) => void;
  /** Adds a serial-number column first; a string sets its title (default 'Sr. No'). */
  serialNumber?: boolean | string;
  /** Footer label before the total (default 'Total Number of Requests'). */
  totalLabel?: string;
  /** Text when no row matches (default 'No Record Found'). */
  emptyText?: string;
  /** Shows an Export CSV button that downloads the filtered rows under this name. */
  csvFileName?: string;
  /** Initial sort (e.g. date descending). */
  defaultSort?: { accessor: string; direction: 'asc' | 'desc' };
  /** Buttons beside Export CSV (e.g. 'Deleted Requests'). */
  toolbar?: ReactNode;
  /** Filter input debounce in ms (default 400). */
  filterDebounceMs?: number;
  /** Bulk decisions: a checkbox column and the bulk buttons, for callers who may decide these rows. */
  bulk?: PagedListBulk<Row>;
}
