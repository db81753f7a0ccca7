import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-time';

/** One change of a request as its history table shows it. */
export interface HistoryLine {
  id: number;
  at: string;
  who: string;
  action: string;
  details: string;
}

/** A request's history, in the order given: when, who, what was done, and what changed (under `detailsLabel`). */
export function HistoryTable({ lines, detailsLabel, fz }: { lines: HistoryLine[]; detailsLabel: string; fz: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder fz={fz} aria-label={t('cards.requestHistory')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('cards.when')}</Table.Th>
          <Table.Th>{t('cards.who')}</Table.Th>
          <Table.Th>{t('cards.action')}</Table.Th>
          <Table.Th>{detailsLabel}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((h) => (
          <Table.Tr key={h.id}>
            <Table.Td>{formatDateTime(h.at)}</Table.Td>
            <Table.Td>{h.who}</Table.Td>
            <Table.Td>{h.action}</Table.Td>
            {/* A long comment, even one unbroken word, wraps inside the dialog rather than pushing the table past it. */}
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{h.details}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
