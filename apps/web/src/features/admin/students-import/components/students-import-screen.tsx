import { Alert, Button, FileInput, Group, PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { IMPORT_COLUMNS, IMPORT_LISTED_ROWS, MAX_IMPORT_BYTES, type Message, rejectedRowCount, type StudentImportReport } from '@portal/domain';
import { PageTitle, SectionTitle } from '../../../../components/page-title';
import { translateMessage, translateSaid } from '../../../../i18n/messages';
import { importStudents } from '../api/import-students';
import { AdminTable } from '../../components/admin-table';
import '../../english';

type Phase = 'idle' | 'uploading' | 'checking';

/**
 * /admin/students-import: choose a CSV or .xlsx file, check it (a dry run that writes nothing), then
 * import — every row, or only the valid rows when some are rejected. Uploading shows its progress; the
 * server then checks the rows in steps of 500 and answers once.
 */
export function StudentsImportScreen() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [sent, setSent] = useState(0);
  const [report, setReport] = useState<StudentImportReport | null>(null);
  // The answer's message as said (words, code, arguments): translated when drawn, so a change of language shows.
  const [message, setMessage] = useState<Message | null>(null);

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
      const coded = answer as { msgCode?: string; msgArgs?: string[] };
      setMessage({ code: coded.msgCode ?? '', text: answer.msg, ...(coded.msgArgs ? { args: coded.msgArgs } : {}) });
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
      <PageTitle>{t('admin.importStudents')}</PageTitle>
      <Stack maw={760}>
        <Text size="sm">
          <Trans
            i18nKey="adminImport.about"
            values={{ columns: IMPORT_COLUMNS.join(','), mb: MAX_IMPORT_BYTES / 1024 / 1024 }}
            // The header is one long word: it breaks anywhere rather than widen a phone's page.
            components={{ code: <code dir="ltr" style={{ overflowWrap: 'anywhere' }} /> }}
          />
        </Text>
        <FileInput
          label={t('adminImport.file')}
          placeholder={t('adminImport.chooseFile')}
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
          label={t('adminImport.password')}
          description={t('adminImport.passwordHint')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group>
          <Button variant="default" onClick={() => run(true)} disabled={!file || busy}>
            {t('adminImport.check')}
          </Button>
          <Button onClick={() => run(false)} disabled={!checked || busy || rejected.length > 0 || checked.acceptedCount === 0}>
            {t('adminImport.import')}
          </Button>
          {checked && rejected.length > 0 ? (
            <Button color="orange" onClick={() => run(false, true)} disabled={busy || checked.acceptedCount === 0}>
              {t('adminImport.importValid')}
            </Button>
          ) : null}
        </Group>
        {busy ? (
          <Stack gap={4} aria-live="polite">
            <Progress value={phase === 'uploading' ? sent * 100 : 100} animated={phase === 'checking'} aria-label={t('adminImport.progress')} />
            <Text size="sm" c="dimmed">
              {phase === 'uploading' ? t('adminImport.uploading', { percent: Math.round(sent * 100) }) : t('adminImport.checking')}
            </Text>
          </Stack>
        ) : null}
        {message && report ? (
          <Alert color={report.dryRun ? 'blue' : 'green'} variant="light" role="status">
            {translateSaid(message)}{' '}
            {t(report.dryRun ? 'adminImport.checkedReport' : 'adminImport.importedReport', {
              rows: report.rows,
              accepted: report.acceptedCount,
              unchanged: report.unchangedCount,
              rejected: rejectedRowCount(rejected),
              imported: report.imported,
            })}
          </Alert>
        ) : null}
      </Stack>

      {rejected.length ? (
        <>
          <SectionTitle mt="lg">{t('adminImport.rejectedRows')}</SectionTitle>
          <AdminTable
            label={t('adminImport.rejectedRows')}
            maw={900}
            rows={rejected}
            rowKey={(r) => r.line}
            columns={[
              { head: t('adminImport.line'), cell: (r) => r.line },
              { head: t('adminImport.field'), cell: (r) => <bdi>{r.field}</bdi> },
              { head: t('adminImport.reason'), cell: (r) => translateMessage(r.reason, r.msgCode, r.msgArgs) },
            ]}
          />
        </>
      ) : null}
      {report?.accepted.length ? (
        <>
          <SectionTitle mt="lg">{t(report.dryRun ? 'adminImport.rowsToImport' : 'adminImport.importedRows')}</SectionTitle>
          {report.acceptedCount > IMPORT_LISTED_ROWS ? (
            <Text size="sm" c="dimmed">
              {t('adminImport.firstOf', { listed: IMPORT_LISTED_ROWS, count: report.acceptedCount })}
            </Text>
          ) : null}
          <AdminTable
            label={t('adminImport.acceptedRows')}
            maw={900}
            rows={report.accepted}
            rowKey={(r) => r.line}
            columns={[
              { head: t('adminImport.line'), cell: (r) => r.line },
              { head: t('adminImport.rollNumber'), cell: (r) => <bdi>{r.ROLNO}</bdi> },
              { head: t('admin.name'), cell: (r) => r.NM },
            ]}
          />
        </>
      ) : null}
    </>
  );
}
