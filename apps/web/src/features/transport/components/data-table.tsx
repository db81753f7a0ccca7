import { ActionIcon, Group, Table, type TableProps, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Key, ReactNode } from 'react';
import { i18n } from '../../../i18n/i18n';
import '../english';

export interface Column<T> {
  header: string;
  width?: number;
  cell: (row: T) => ReactNode;
}

/** A table described by its columns: the route, stop and route-list tables share it. */
export function DataTable<T>({ columns, rows, rowKey, ...tableProps }: { columns: Column<T>[]; rows: T[]; rowKey: (row: T) => Key } & TableProps) {
  return (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c.header} w={c.width}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((c) => (
              <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "Route No" and "Route Name", for anything that belongs to a route. */
export function routeColumns<T extends { ROUTE_NO: string | number; ROUTE_NAME: string }>(): Column<T>[] {
  return [
    { header: i18n.t('transportAdmin.routeNo'), cell: (r) => r.ROUTE_NO },
    { header: i18n.t('transportAdmin.routeName'), cell: (r) => r.ROUTE_NAME },
  ];
}

/** The Edit / Delete icons; `name` completes their labels ("Edit stop Kalma Chowk"). */
export function actionsColumn<T>(name: (row: T) => string, onEdit: (row: T) => void, onDelete: (row: T) => void): Column<T> {
  return {
    header: i18n.t('common.actions'),
    width: 100,
    cell: (row) => (
      <Group gap={4}>
        <Tooltip label={i18n.t('common.edit')}>
          <ActionIcon variant="subtle" aria-label={i18n.t('transportAdmin.editThing', { name: name(row) })} onClick={() => onEdit(row)}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={i18n.t('common.delete')}>
          <ActionIcon variant="subtle" color="red" aria-label={i18n.t('transportAdmin.deleteThing', { name: name(row) })} onClick={() => onDelete(row)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
  };
}
