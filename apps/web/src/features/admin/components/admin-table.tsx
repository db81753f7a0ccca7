import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One column of an administration table: its head ('' over a column of buttons) and its cell. */
export interface AdminColumn<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** The cell's style, e.g. a time that must not wrap. */
  style?: CSSProperties;
  /** The cell's widest (e.g. a block of JSON). */
  maw?: number;
}

interface Props<Row> extends Omit<TableProps, 'children' | 'data'> {
  /** The table's name (what a screen reader says; the journeys find the table by it). */
  label: string;
  columns: AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The only row when there are none, said once the rows are loaded (`loaded`). */
  empty?: string;
  loaded?: boolean;
  /** Narrower than this, the table scrolls sideways (inside its own box: the page never does). */
  minWidth?: number;
}

/**
 * The plain striped table of the administration screens (reference data, queues, audit entries, import
 * reports): a head per column, a row per item, a line when there is none. Paged lists use PagedList instead.
 */
export function AdminTable<Row>({ label, columns, rows, rowKey, empty, loaded = false, minWidth, ...table }: Props<Row>) {
  const { t } = useTranslation();
  const body = (
    <Table striped aria-label={label} {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a button column has no head to key by
            <Table.Th key={i}>{c.head || <VisuallyHidden>{t('common.actions')}</VisuallyHidden>}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <Table.Td key={i} style={c.style} maw={c.maw}>
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
        {empty && loaded && !rows.length ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>{empty}</Table.Td>
          </Table.Tr>
        ) : null}
      </Table.Tbody>
    </Table>
  );
  // Wider than the screen (a phone), the table scrolls inside its own box rather than the page sideways.
  return <Table.ScrollContainer minWidth={minWidth ?? 0}>{body}</Table.ScrollContainer>;
}
