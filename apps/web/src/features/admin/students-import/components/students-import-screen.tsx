import { Alert, Button, FileInput, Group, PasswordInput, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { IMPORT_COLUMNS, IMPORT_LISTED_ROWS, MAX_IMPORT_BYTES, type StudentImportReport } from '@portal/domain';
import { PageTitle, SectionTitle } from '../../../../components/page-title';
import { importStudents } from '../api/import-students';

type Phase = 'idle' | 'uploading' | 'checking';

/**
 * /admin/students-import: choose a CSV or .xlsx file, check it (a dry run that writes nothing), then
 * import — every row, or only the valid rows when some are rejected. Uploading shows its progress; the
 * server then checks the rows in steps of 500 and answers once.
 */
export function StudentsImportScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState(0);
  const [report, setReport] = useState<StudentImportReport | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const run = async (dryRun: boolean, importValid = false) => {
    if (!file) return;
    setPhase('uploading');
    setSent(0);
    setMessage(null);
    try {
      const answer = await importStudents({ file, dryRun, importValid, password }, (p) => {
        setSent(p);
        if (p >= 1) setPhase('checking');
      });
      setReport(answer.data);
      setMessage(answer.msg);
    } catch {
      // The message is toasted; the last report stays as it was.
    } finally {
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
  const checked = report?.dryRun ? report : null;
  const rejected = report?.rejected ?? [];
  return (
    <>
      <PageTitle>Import students</PageTitle>
      <Stack maw={760}>
        <Text size="sm">
          A CSV file or an Excel workbook (.xlsx, first sheet) with the header <code>{IMPORT_COLUMNS.join(',')}</code>; NM, MAJ_ID, YEAR and RN are required. At
          most {MAX_IMPORT_BYTES / 1024 / 1024} MB. Importing the same file again changes nothing.
        </Text>
        <FileInput
          label="Students file"
          placeholder="Choose a CSV or .xlsx file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setReport(null);
            setMessage(null);
          }}
          clearable
        />
        <PasswordInput
          label="First password of the imported students"
          description="At least 8 characters; each student signs in with the roll number and this password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group>
          <Button variant="default" onClick={() => run(true)} disabled={!file || busy}>
            Check file
          </Button>
          <Button onClick={() => run(false)} disabled={!checked || busy || rejected.length > 0 || checked.acceptedCount === 0}>
            Import
          </Button>
          {checked && rejected.length > 0 ? (
            <Button color="orange" onClick={() => run(false, true)} disabled={busy || checked.acceptedCount === 0}>
              Import the valid rows
            </Button>
          ) : null}
        </Group>
        {busy ? (
          <Stack gap={4} aria-live="polite">
            <Progress value={phase === 'uploading' ? sent * 100 : 100} animated={phase === 'checking'} aria-label="Progress" />
            <Text size="sm" c="dimmed">
              {phase === 'uploading' ? `Uploading… ${Math.round(sent * 100)}%` : 'Checking the rows… (a file of 10,000 students takes up to half a minute)'}
            </Text>
          </Stack>
        ) : null}
        {message && report ? (
          <Alert color={report.dryRun ? 'blue' : 'green'} variant="light" role="status">
            {message} {report.rows} rows: {report.acceptedCount} {report.dryRun ? 'to import' : 'accepted'}, {report.unchangedCount} already imported,{' '}
            {rejected.length} rejected
            {report.dryRun ? '' : `; ${report.imported} imported`}.
          </Alert>
        ) : null}
      </Stack>

      {rejected.length ? (
        <>
          <SectionTitle mt="lg">Rejected rows</SectionTitle>
          <Table striped aria-label="Rejected rows" maw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Field</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rejected.map((r) => (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{r.field}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
      {report?.accepted.length ? (
        <>
          <SectionTitle mt="lg">{report.dryRun ? 'Rows to import' : 'Imported rows'}</SectionTitle>
          {report.acceptedCount > IMPORT_LISTED_ROWS ? (
            <Text size="sm" c="dimmed">
              The first {IMPORT_LISTED_ROWS} of {report.acceptedCount}.
            </Text>
          ) : null}
          <Table striped aria-label="Accepted rows" maw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th>Roll number</Table.Th>
                <Table.Th>Name</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.accepted.map((r) => (
                <Table.Tr key={r.line}>
                  <Table.Td>{r.line}</Table.Td>
                  <Table.Td>{r.ROLNO}</Table.Td>
                  <Table.Td>{r.NM}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </>
  );
}
