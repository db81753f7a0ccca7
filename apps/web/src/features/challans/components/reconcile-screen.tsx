import { Alert, Badge, Button, FileInput, Group, Paper, Select, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CHALLAN_KIND_NAMES,
  RECONCILE_OUTCOME_LABELS,
  RECONCILE_OUTCOMES,
  type ReconcileAnswer,
  type ReconcileEntry,
  type ReconcileOutcome,
  reconcileReportCsv,
  STATEMENT_COLUMN_LABELS,
  STATEMENT_COLUMNS,
  type StatementMapping,
} from '@portal/domain';
import { confirm } from '../../../components/confirm';
import { csvBlob } from '../../../components/paged-list';
import { PageTitle } from '../../../components/page-title';
import { saveBlob } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { headersOfRefusal, useReconcileStatement } from '../api/reconcile';

const OUTCOME_COLORS: Record<ReconcileOutcome, string> = { matched: 'green', amountDiffers: 'orange', alreadyPaid: 'blue', unknown: 'red', duplicate: 'gray' };
const pkr = (n: number | undefined) => (n == null ? '' : `PKR ${n.toLocaleString('en-US')}`);

function note(outcome: ReconcileOutcome, e: ReconcileEntry, committed: boolean): string {
  if (outcome === 'amountDiffers') return `The challan is for ${pkr(e.BAL)}`;
  if (outcome === 'alreadyPaid') return e.PAID_AT ? `Paid on ${e.PAID_AT}` : 'Paid';
  if (outcome === 'duplicate') return `Same challan as line ${e.FIRST_LINE}`;
  if (outcome === 'unknown') return 'No challan has this number';
  return committed ? 'Marked paid' : 'Will be marked paid';
}

function OutcomeTable({ outcome, entries, committed }: { outcome: ReconcileOutcome; entries: ReconcileEntry[]; committed: boolean }) {
  if (!entries.length) return <Text c="dimmed" py="md">No lines.</Text>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label={RECONCILE_OUTCOME_LABELS[outcome]}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Line</Table.Th>
            <Table.Th>Challan number</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Date paid</Table.Th>
            <Table.Th>Challan</Table.Th>
            <Table.Th>Student</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.LINE}>
              <Table.Td>{e.LINE}</Table.Td>
              <Table.Td>{e.CHALLAN_ID}</Table.Td>
              <Table.Td>{pkr(e.AMOUNT)}</Table.Td>
              <Table.Td>{e.DATE_PAID}</Table.Td>
              <Table.Td>{e.KIND ? `${CHALLAN_KIND_NAMES[e.KIND]}: ${e.DES ?? ''}` : ''}</Table.Td>
              <Table.Td>{e.STD_ROLLNO ? `${e.STD_NAME} (${e.STD_ROLLNO})` : ''}</Table.Td>
              <Table.Td>{note(outcome, e, committed)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The treasurer's bank-statement reconciliation (issue 11 part 3): upload the statement, map its columns
 * when their names are not recognised, preview every line by outcome, record the matched payments, and
 * download the report.
 */
export function ReconcileScreen() {
  const reconcile = useReconcileStatement();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<StatementMapping>({});
  const [headers, setHeaders] = useState<string[]>([]);
  const [answer, setAnswer] = useState<ReconcileAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('matched');

  async function run(commit: boolean) {
    if (!file) return;
    setError(null);
    try {
      const res = await reconcile.mutateAsync({ file, commit, mapping });
      setAnswer(res.data);
      setHeaders(res.data.headers);
      if (commit) toast.success(res.msg);
    } catch (e) {
      const refusal = headersOfRefusal(e);
      if (refusal) setHeaders(refusal.headers);
      setAnswer(null);
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  async function commit() {
    if (!answer) return;
    const n = answer.matched.length;
    if (await confirm(`Mark ${n} challan${n === 1 ? '' : 's'} paid on the dates of the statement?`, { title: 'Record payments', confirmLabel: 'Record payments', danger: false })) await run(true);
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
              label="Bank statement"
              description="CSV or Excel (.xlsx) with the columns challan number, amount and date paid"
              placeholder="Choose the statement"
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
                    label={`${STATEMENT_COLUMN_LABELS[col]} column`}
                    placeholder="Found by its name"
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
                Preview
              </Button>
              <Button color="green" onClick={commit} disabled={!answer || answer.matched.length === 0 || committed} loading={reconcile.isPending && reconcile.variables?.commit}>
                Record payments
              </Button>
              <Button variant="default" onClick={downloadReport} disabled={!answer}>
                Download report
              </Button>
            </Group>
          </Stack>
        </Paper>
        {error && (
          <Alert color="red" variant="light" role="alert" title="The statement was not read">
            {error}
          </Alert>
        )}
        {answer && (
          <Paper withBorder radius="md" p="md">
            {committed ? (
              <Alert color="green" variant="light" mb="sm" role="status">
                {answer.committed === 1 ? '1 payment recorded.' : `${answer.committed} payments recorded.`}
              </Alert>
            ) : (
              <Text size="sm" c="dimmed" mb="sm">
                Preview: nothing has been recorded yet.
              </Text>
            )}
            <Tabs value={tab} onChange={setTab}>
              <Tabs.List>
                {RECONCILE_OUTCOMES.map((o) => (
                  <Tabs.Tab key={o} value={o} rightSection={<Badge color={OUTCOME_COLORS[o]} variant="light">{answer[o].length}</Badge>}>
                    {RECONCILE_OUTCOME_LABELS[o]}
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
