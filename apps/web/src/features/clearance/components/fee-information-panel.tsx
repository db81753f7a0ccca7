import { Alert, Badge, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { type FeeInformation, formatDate, formatRupees, M } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, translateSaid } from '../../../i18n/messages';
import '../english';

function Section({ title, empty, head, rows }: { title: string; empty: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div>
      <Title order={6} mb={4}>
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table withTableBorder striped fz="xs" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {head.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the fee system's lines have no id and never reorder
              <Table.Tr key={i}>
                {r.map((c, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <Table.Td key={j}>{c}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

const money = (n: number | null | undefined) => (n == null ? '—' : formatRupees(n));

/** The treasurer's fee information: the fee system's five lists, the lock, each empty-state message. */
export function FeeInformationPanel({ query }: { query: UseQueryResult<FeeInformation> }) {
  const { t } = useTranslation();
  const f = query.data;
  if (query.isError) return <Alert color="red">{translateSaid(M.common.lockCheckFailed)}</Alert>;
  if (!f) return <Text size="sm">{t('feeInfo.loading')}</Text>;
  return (
    <section aria-label={t('feeInfo.feeInformation')}>
      <Group mb="sm">
        <Text size="sm" fw={500}>
          {t('feeInfo.lockStatus')}
        </Text>
        {f.lockError ? (
          <Alert color="red" py={4}>
            {translateMessage(f.lockError)}
          </Alert>
        ) : (
          <Badge color={f.locked ? 'red' : 'green'} variant="light">
            {f.locked ? t('feeInfo.locked') : (f.lock?.lock_status ?? t('feeInfo.unlocked'))}
          </Badge>
        )}
        {f.recordsError && (
          <Text size="sm" c="red">
            {translateMessage(f.recordsError)}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section
          title={t('feeInfo.paidChallans')}
          empty={translateSaid(M.common.noPaidChallans)}
          head={[t('feeInfo.challanNo'), t('feeInfo.installment'), t('feeInfo.description'), t('feeInfo.paidDate'), t('feeInfo.amount')]}
          rows={f.paid.map((p) => [p.ch_no, p.inst_no, p.des, formatDate(p.paid_date), money(p.debit)])}
        />
        <Section
          title={t('feeInfo.unpaidChallans')}
          empty={translateSaid(M.common.noUnpaidChallans)}
          head={[t('feeInfo.description'), t('feeInfo.dueDate'), t('feeInfo.amount')]}
          rows={f.unpaid.map((u) => [u.des ?? '—', formatDate(u.due_dt), money(u.amnt)])}
        />
        <Section
          title={t('feeInfo.adjustments')}
          empty={translateSaid(M.common.noAdjustments)}
          head={[t('feeInfo.adjustment'), t('feeInfo.concession'), t('feeInfo.scholarship'), t('feeInfo.actual'), t('feeInfo.payable')]}
          rows={f.adjustments.map((a) => [
            a.dues_adj_des ? `${a.dues_adj_des} (${money(a.dues_adj_amnt)})` : '—',
            a.fee_conc_des ? `${a.fee_conc_des} (${money(a.fee_conc_amnt)})${a.fee_conc_dt ? ` ${formatDate(a.fee_conc_dt)}` : ''}` : '—',
            a.schp_des ? `${a.schp_des} (${money(a.schp_dues_amnt)})${a.schp_dt ? ` ${formatDate(a.schp_dt)}` : ''}` : '—',
            money(a.ActAmnt),
            money(a.payableAmnt),
          ])}
        />
        <Section
          title={t('feeInfo.outstandingDues')}
          empty={translateSaid(M.common.noOutstandingDues)}
          head={[t('feeInfo.fineNo'), t('feeInfo.rollNo'), t('feeInfo.entryDate'), t('feeInfo.amount')]}
          rows={f.outstanding.map((o) => [o.fine_id, o.rolno, formatDate(o.outstand_fine_entry_date), money(o.amnt)])}
        />
        <Section
          title={t('feeInfo.feeRefunds')}
          empty={translateSaid(M.common.noRefund)}
          head={[t('feeInfo.fineNo'), t('feeInfo.entryDate'), t('feeInfo.amount')]}
          rows={f.refunds.map((r) => [r.fine_id, formatDate(r.refund_fine_entry_date), money(r.amnt)])}
        />
      </SimpleGrid>
    </section>
  );
}
