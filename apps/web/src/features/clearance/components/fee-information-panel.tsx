import { Alert, Badge, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { type FeeInformation, formatDate, formatRupees, MSG } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

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

/** The treasurer's fee information (000 §2, §8): the fee system's five lists, the lock, each empty-state message. */
export function FeeInformationPanel({ query }: { query: UseQueryResult<FeeInformation> }) {
  const f = query.data;
  if (query.isError) return <Alert color="red">{MSG.lockCheckFailed}</Alert>;
  if (!f) return <Text size="sm">Loading fee information…</Text>;
  return (
    <section aria-label="Fee information">
      <Group mb="sm">
        <Text size="sm" fw={500}>
          Lock status:
        </Text>
        {f.lockError ? (
          <Alert color="red" py={4}>
            {f.lockError}
          </Alert>
        ) : (
          <Badge color={f.locked ? 'red' : 'green'} variant="light">
            {f.locked ? 'Locked' : (f.lock?.lock_status ?? 'Unlocked')}
          </Badge>
        )}
        {f.recordsError && (
          <Text size="sm" c="red">
            {f.recordsError}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section
          title="Paid Challans"
          empty={MSG.noPaidChallans}
          head={['Challan No', 'Installment', 'Description', 'Paid Date', 'Amount']}
          rows={f.paid.map((p) => [p.ch_no, p.inst_no, p.des, formatDate(p.paid_date), money(p.debit)])}
        />
        <Section
          title="Unpaid Challans"
          empty={MSG.noUnpaidChallans}
          head={['Description', 'Due Date', 'Amount']}
          rows={f.unpaid.map((u) => [u.des ?? '—', formatDate(u.due_dt), money(u.amnt)])}
        />
        <Section
          title="Dues Adjustment / Fee Concession / Scholarship"
          empty={MSG.noAdjustments}
          head={['Adjustment', 'Concession', 'Scholarship', 'Actual', 'Payable']}
          rows={f.adjustments.map((a) => [
            a.dues_adj_des ? `${a.dues_adj_des} (${money(a.dues_adj_amnt)})` : '—',
            a.fee_conc_des ? `${a.fee_conc_des} (${money(a.fee_conc_amnt)})${a.fee_conc_dt ? ` ${formatDate(a.fee_conc_dt)}` : ''}` : '—',
            a.schp_des ? `${a.schp_des} (${money(a.schp_dues_amnt)})${a.schp_dt ? ` ${formatDate(a.schp_dt)}` : ''}` : '—',
            money(a.ActAmnt),
            money(a.payableAmnt),
          ])}
        />
        <Section
          title="Outstanding Dues"
          empty={MSG.noOutstandingDues}
          head={['Fine No', 'Roll No', 'Entry Date', 'Amount']}
          rows={f.outstanding.map((o) => [o.fine_id, o.rolno, formatDate(o.outstand_fine_entry_date), money(o.amnt)])}
        />
        <Section
          title="Fee Refunds"
          empty={MSG.noRefund}
          head={['Fine No', 'Entry Date', 'Amount']}
          rows={f.refunds.map((r) => [r.fine_id, formatDate(r.refund_fine_entry_date), money(r.amnt)])}
        />
      </SimpleGrid>
    </section>
  );
}
