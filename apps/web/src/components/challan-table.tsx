import { Badge, Table, Text } from '@mantine/core';
import { M } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { translateSaid } from '../i18n/messages';

// The parts the student's and the offices' challan tables share.

/** The head row: number, office, head, amount, due date, paid or not, actions. */
export function ChallanTableHead() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('requests.challanNo')}</Table.Th>
        <Table.Th>{t('requests.department')}</Table.Th>
        <Table.Th>{t('requests.description')}</Table.Th>
        <Table.Th>{t('requests.amount')}</Table.Th>
        <Table.Th>{t('requests.dueDate')}</Table.Th>
        <Table.Th>{t('requests.status')}</Table.Th>
        <Table.Th>{t('requests.action')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Paid (green) or Unpaid (red); `paid` is the challan's PAID (1 or true when paid). */
export function ChallanPaidBadge({ paid }: { paid: number | boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={paid ? 'green' : 'red'} variant="light">
      {paid ? t('status.Paid') : t('status.Unpaid')}
    </Badge>
  );
}

/** What stands instead of the table when there is no challan. */
export function NoChallan() {
  return (
    <Text size="sm" c="dimmed">
      {translateSaid(M.common.noChallan)}
    </Text>
  );
}
