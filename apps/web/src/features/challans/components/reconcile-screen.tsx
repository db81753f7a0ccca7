import { Alert, Badge, Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatRupees,
  type Message,
  RECONCILE_OUTCOMES,
  type ReconcileAnswer,
  type ReconcileEntry,
  type ReconcileOutcome,
  reconcileReportCsv,
  STATEMENT_COLUMNS,
  type StatementMapping,
  uncoded,
} from '@portal/domain';
import { confirm } from '../../../components/confirm';
// The CSV helpers alone, not the list's barrel: that would load the table (mantine-datatable) with the screen.
import { csvBlob } from '../../../components/paged-list/build-csv';
import { PageTitle } from '../../../components/page-title';
import { saveBlob } from '../../../lib/download';
import { translateSaid } from '../../../i18n/messages';
import { messageOfError } from '../../../lib/api';
import { headersOfRefusal, useReconcileStatement } from '../api/reconcile';
import '../english';

const OUTCOME_COLORS: Record<ReconcileOutcome, string> = { matched: 'green', amountDiffers: 'orange', alreadyPaid: 'blue', unknown: 'red', duplicate: 'gray' };
const pkr = (n: number | undefined) => (n == null ? '' : formatRupees(n));

function note(outcome: ReconcileOutcome, e: ReconcileEntry, committed: boolean, t: TFunction): string {
  if (outcome === 'amountDiffers') return t('reconcile.challanIsFor', { amount: pkr(e.BAL) });
  if (outcome === 'alreadyPaid' && e.PAID_VIA_BANK) return e.PAID_AT ? t('reconcile.paidThroughBankOn', { date: e.PAID_AT }) : t('reconcile.paidThroughBank');
  if (outcome === 'alreadyPaid') return e.PAID_AT ? t('reconcile.paidOn', { date: e.PAID_AT }) : t('reconcile.paid');
  if (outcome === 'duplicate') return t('reconcile.sameAsLine', { line: e.FIRST_LINE });
  if (outcome === 'unknown') return t('reconcile.noSuchChallan');
  return committed ? t('reconcile.markedPaid') : t('reconcile.willBeMarkedPaid');
}

function OutcomeTable({ outcome, entries, committed }: { outcome: ReconcileOutcome; entries: ReconcileEntry[]; committed: boolean }) {
  const { t } = useTranslation();
  if (!entries.length) return <Text c="dimmed" py="md">{t('reconcile.noLines')}</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label={t(`reconcile.outcome.${outcome}`)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reconcile.line')}</Table.Th>
            <Table.Th>{t('reconcile.challanNumber')}</Table.Th>
            <Table.Th>{t('reconcile.amount')}</Table.Th>
            <Table.Th>{t('reconcile.datePaid')}</Table.Th>
            <Table.Th>{t('reconcile.challan')}</Table.Th>
            <Table.Th>{t('reconcile.student')}</Table.Th>
            <Table.Th>{t('reconcile.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.LINE}>
              <Table.Td>{e.LINE}</Table.Td>
              <Table.Td>{e.CHALLAN_ID}</Table.Td>
              <Table.Td>{pkr(e.AMOUNT)}</Table.Td>
              <Table.Td>{e.DATE_PAID}</Table.Td>
              <Table.Td>{e.KIND ? `${t(`reconcile.kind.${e.KIND}`)}: ${e.DES ?? ''}` : ''}</Table.Td>
              <Table.Td>{e.STD_ROLLNO ? `${e.STD_NAME} (${e.STD_ROLLNO})` : ''}</Table.Td>
              <Table.Td>{note(outcome, e, committed, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The treasurer's bank-statement reconciliation: upload the statement, map its columns
 * when their names are not recognised, preview every line by outcome, record the matched payments, and
 * download the report.
 */
export function ReconcileScreen() {
  const { t } = useTranslation();
  const reconcile = useReconcileStatement();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<StatementMapping>({});
  const [headers, setHeaders] = useState<string[]>([]);
  const [answer, setAnswer] = useState<ReconcileAnswer | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [tab, setTab] = useState<string | null>('matched');

  async function run(commit: boolean) {
    if (!file) return;
    setError(null);
    try {
      const res = await reconcile.mutateAsync({ file, commit, mapping });
      setAnswer(res.data);
      setHeaders(res.data.headers);
    } catch (e) {
      const refusal = headersOfRefusal(e);
      if (refusal) setHeaders(refusal.headers);
      setAnswer(null);
      setError(messageOfError(e, uncoded(e instanceof Error ? e.message : String(e))));
    }
  }

  async function commit() {
    if (!answer) return;
    const n = answer.matched.length;
    if (await confirm(t(n === 1 ? 'reconcile.confirmOne' : 'reconcile.confirmMany', { n }), { title: t('reconcile.recordPayments'), confirmLabel: t('reconcile.recordPayments'), danger: false })) await run(true);
  }

  function downloadReport() {
    if (!answer || !file) return;
    saveBlob(csvBlob(reconcileReportCsv(answer)), `${file.name.replace(/\.[^.]+$/, '')}-reconciliation.csv`);
  }

  const committed = answer != null && answer.committed > 0;
  return (
    <>
      <PageTitle>Bank Statement Reconciliation</PageTitle>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <FileInput
              label={t('reconcile.bankStatement')}
              description={t('reconcile.statementDescription')}
              placeholder={t('reconcile.chooseStatement')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={(f) => {
                setFile(f);
                setAnswer(null);
                setError(null);
                setHeaders([]);
                setMapping({});
              }}
              clearable
            />
            {headers.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {STATEMENT_COLUMNS.map((col) => (
                  <Select
                    key={col}
                    label={t('reconcile.columnOf', { column: t(`reconcile.column.${col}`) })}
                    placeholder={t('reconcile.foundByName')}
                    data={headers}
                    value={mapping[col] ?? null}
                    onChange={(v) => setMapping((m) => ({ ...m, [col]: v ?? undefined }))}
                    clearable
                  />
                ))}
              </SimpleGrid>
            )}
            <Group gap="xs">
              <Button onClick={() => run(false)} disabled={!file} loading={reconcile.isPending && !reconcile.variables?.commit}>
                {t('reconcile.preview')}
              </Button>
              <Button color="green" onClick={commit} disabled={!answer || answer.matched.length === 0 || committed} loading={reconcile.isPending && reconcile.variables?.commit}>
                {t('reconcile.recordPayments')}
              </Button>
              <Button variant="default" onClick={downloadReport} disabled={!answer}>
                {t('reconcile.downloadReport')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {error && (
          <Alert color="red" variant="light" role="alert" title={t('reconcile.notRead')}>
            {translateSaid(error)}
          </Alert>
        )}
        {answer && (
          <Paper withBorder radius="md" p="md">
            {committed ? (
              <Alert color="green" variant="light" mb="sm" role="status">
                {answer.committed === 1 ? t('reconcile.onePaymentRecorded') : t('reconcile.paymentsRecorded', { n: answer.committed })}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed" mb="sm">
                {t('reconcile.nothingRecorded')}
              </Text>
            )}
            <Tabs value={tab} onChange={setTab}>
              <Tabs.List>
                {RECONCILE_OUTCOMES.map((o) => (
                  <Tabs.Tab key={o} value={o} rightSection={<Badge color={OUTCOME_COLORS[o]} variant="light">{answer[o].length}</Badge>}>
                    {t(`reconcile.outcome.${o}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {RECONCILE_OUTCOMES.map((o) => (
                <Tabs.Panel key={o} value={o} pt="sm">
                  <OutcomeTable outcome={o} entries={answer[o]} committed={committed} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        )}
      </Stack>
    </>
  );
}
