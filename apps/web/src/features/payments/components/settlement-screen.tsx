import { Alert, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { BANK_PAYMENTS_PAGE_SIZE, type BankPaymentsAnswer, formatRupees, SETTLEMENT_DEFAULT_DAYS, uncoded } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButtons } from '../../../components/export-buttons';
import { PageTitle } from '../../../components/page-title';
import { translateSaid } from '../../../i18n/messages';
import { messageOfError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format-time';
import { type BankPaymentFilters, exportBankPayments, useBankPayments } from '../api/get-bank-payments';
import '../english';

/** A day in Pakistan time (UTC+5 all year), `back` days before today. */
const pktDay = (back = 0) => new Date(Date.now() + 5 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);
const opening = (): BankPaymentFilters => ({ from: pktDay(SETTLEMENT_DEFAULT_DAYS - 1), to: pktDay(), bank: '', q: '' });

function Totals({ data }: { data: BankPaymentsAnswer }) {
  const { t } = useTranslation();
  const table = (label: string, head: string, rows: { key: string; name: string; count: number; amount: number }[]) => (
    <Paper withBorder radius="md" p="sm">
      <Title order={2} size="h5" mb="xs">
        {label}
      </Title>
      <Table striped aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{head}</Table.Th>
            <Table.Th ta="end">{t('bankPayments.count')}</Table.Th>
            <Table.Th ta="end">{t('bankPayments.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td ta="end">{r.count}</Table.Td>
              <Table.Td ta="end">{formatRupees(r.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {table(
        t('bankPayments.byDay'),
        t('bankPayments.day'),
        data.byDay.map((d) => ({ key: d.day, name: d.day, count: d.count, amount: d.amount })),
      )}
      {table(
        t('bankPayments.byBank'),
        t('bankPayments.bank'),
        data.byBank.map((b) => ({ key: b.bank ?? '-', name: b.bank ?? t('bankPayments.noBank'), count: b.count, amount: b.amount })),
      )}
    </SimpleGrid>
  );
}

/**
 * /bank-payments: the treasurer's settlement view of the challans paid through the banks' bill-payment
 * network, by day and by bank with totals, a look-up by consumer number or authorisation id, paged on the
 * server, and an export (CSV or Excel) to match the aggregator's daily settlement file.
 */
export function SettlementScreen() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<BankPaymentFilters>(opening);
  const [filters, setFilters] = useState<BankPaymentFilters>(typed);
  const [page, setPage] = useState(1);
  const payments = useBankPayments(filters, page);
  const data = payments.data;
  const set = (k: keyof BankPaymentFilters) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setTyped((f) => ({ ...f, [k]: value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters(typed);
    setPage(1);
  };
  const clear = () => {
    const f = opening();
    setTyped(f);
    setFilters(f);
    setPage(1);
  };
  const total = data?.total ?? 0;
  const more = !!data && (data.totalIsEstimate || page * BANK_PAYMENTS_PAGE_SIZE < total);
  const lookup = !!filters.q.trim();
  return (
    <>
      <PageTitle
        actions={
          <ExportButtons exportAs={(format) => exportBankPayments(filters, format)} />
        }
      >
        {t('bankPayments.title')}
      </PageTitle>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('bankPayments.intro')}
        </Text>
        <form onSubmit={submit} aria-label={t('bankPayments.filters')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="sm">
            <TextInput label={t('bankPayments.from')} type="date" value={typed.from} onChange={set('from')} required disabled={!!typed.q.trim()} />
            <TextInput label={t('bankPayments.to')} type="date" value={typed.to} onChange={set('to')} required disabled={!!typed.q.trim()} />
            <TextInput label={t('bankPayments.bank')} description={t('bankPayments.bankHint')} value={typed.bank} onChange={set('bank')} maxLength={16} disabled={!!typed.q.trim()} />
            <TextInput label={t('bankPayments.lookup')} description={t('bankPayments.lookupHint')} value={typed.q} onChange={set('q')} maxLength={18} />
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('common.search')}</Button>
            <Button variant="subtle" onClick={clear}>
              {t('bankPayments.clear')}
            </Button>
          </Group>
        </form>
        {payments.isError ? (
          <Alert color="red" variant="light" role="alert">
            {translateSaid(messageOfError(payments.error, uncoded(String(payments.error))))}
          </Alert>
        ) : null}
        {data && !lookup ? (
          <>
            <Text fw={600} role="status">
              {data.sum.count === 1 ? t('bankPayments.totalOne', { amount: formatRupees(data.sum.amount) }) : t('bankPayments.total', { count: data.sum.count, amount: formatRupees(data.sum.amount) })}
            </Text>
            {data.sum.count > 0 ? <Totals data={data} /> : null}
          </>
        ) : null}
        <Paper withBorder radius="md" p="sm">
          <Title order={2} size="h5" mb="xs">
            {t('bankPayments.payments')}
          </Title>
          {data && data.rows.length === 0 ? (
            <Text c="dimmed" py="sm">
              {t('bankPayments.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={1000}>
              <Table striped fz="sm" aria-label={t('bankPayments.payments')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bankPayments.received')}</Table.Th>
                    <Table.Th>{t('bankPayments.bank')}</Table.Th>
                    <Table.Th>{t('bankPayments.consumerNumber')}</Table.Th>
                    <Table.Th>{t('bankPayments.authId')}</Table.Th>
                    <Table.Th>{t('bankPayments.bankDate')}</Table.Th>
                    <Table.Th ta="end">{t('bankPayments.amount')}</Table.Th>
                    <Table.Th>{t('bankPayments.challan')}</Table.Th>
                    <Table.Th>{t('bankPayments.student')}</Table.Th>
                    <Table.Th>{t('bankPayments.reference')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(data?.rows ?? []).map((r) => (
                    <Table.Tr key={r.ID}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.RECEIVED_AT)}</Table.Td>
                      <Table.Td>{r.BANK_MNEMONIC ?? t('bankPayments.noBank')}</Table.Td>
                      <Table.Td>
                        <Code>
                          <bdi>{r.CONSUMER_NUMBER}</bdi>
                        </Code>
                      </Table.Td>
                      <Table.Td>
                        <bdi>{r.TRAN_AUTH_ID}</bdi>
                      </Table.Td>
                      <Table.Td>{`${r.TRAN_DATE.slice(0, 4)}-${r.TRAN_DATE.slice(4, 6)}-${r.TRAN_DATE.slice(6, 8)}`}</Table.Td>
                      <Table.Td ta="end">{formatRupees(r.AMOUNT)}</Table.Td>
                      <Table.Td>{r.CHALLAN_NO ?? r.CHALLAN_ID}</Table.Td>
                      <Table.Td>{r.ROLLNO ? <bdi>{`${r.STD_NAME ?? ''} (${r.ROLLNO})`}</bdi> : ''}</Table.Td>
                      <Table.Td>
                        <bdi>{r.REFERENCE}</bdi>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {data && (page > 1 || more) ? (
            <Group justify="space-between" mt="sm">
              <Text size="sm">{t('bankPayments.page', { page, total: `${total}${data.totalIsEstimate ? '+' : ''}` })}</Text>
              <Group gap="xs">
                <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                  {t('bankPayments.previous')}
                </Button>
                <Button variant="default" size="xs" disabled={!more} onClick={() => setPage((p) => p + 1)}>
                  {t('bankPayments.next')}
                </Button>
              </Group>
            </Group>
          ) : null}
        </Paper>
      </Stack>
    </>
  );
}
