import { Button, Loader, Paper, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAILED_MAILS_PAGE_SIZE, type JobsAnswer, MAIL_CHART_DAYS } from '@portal/domain';
import { PageTitle, SectionTitle } from '../../../../components/page-title';
import { formatDateTime } from '../../../../lib/format-time';
import { useJobs, useRetryMail } from '../api/jobs';
import { AdminTable } from '../../components/admin-table';
import { Pager } from '../../components/pager';
import '../../english';

const MailsChart = lazy(async () => ({ default: (await import('./mails-chart')).MailsChart }));

const QUEUE_LABELS: Record<string, string> = { 'send-mail': 'adminJobs.queueMail', 'staff-digest': 'adminJobs.queueDigest', backup: 'adminJobs.queueBackup' };

/** When the banks' bill-payment network last called and last paid (or that its calls are off). */
function BankCalls({ bank }: { bank: JobsAnswer['data']['bank'] }) {
  const { t } = useTranslation();
  const when = (at: string | null) => (at ? formatDateTime(at) : t('adminJobs.bankNever'));
  return (
    <Paper withBorder radius="md" p="sm" mb="lg" maw={720} role="group" aria-label={t('adminJobs.bankNetwork')}>
      <Text fw={600} size="sm">
        {t('adminJobs.bankNetwork')}
      </Text>
      {bank.enabled ? null : (
        <Text size="sm" c="dimmed">
          {t('adminJobs.bankOff')}
        </Text>
      )}
      <Text size="sm">
        {t('adminJobs.bankLastCall')}: {when(bank.lastCallAt)}
      </Text>
      <Text size="sm">
        {t('adminJobs.bankLastPayment')}: {when(bank.lastPaymentAt)}
      </Text>
    </Paper>
  );
}

/** /admin/jobs: each job queue by state, the failed mails with their last error (retry), mails sent per day. */
export function JobsScreen() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const jobs = useJobs(page);
  const retry = useRetryMail();
  const failed = jobs.data?.failedMails;
  const more = !!failed && (failed.totalIsEstimate || failed.total > page * FAILED_MAILS_PAGE_SIZE);
  return (
    <>
      <PageTitle>{t('admin.jobs')}</PageTitle>
      <AdminTable
        label={t('adminJobs.queues')}
        maw={720}
        mb="lg"
        rows={jobs.data?.queues ?? []}
        rowKey={(q) => q.name}
        columns={[
          { head: t('adminJobs.queue'), cell: (q) => (QUEUE_LABELS[q.name] ? t(QUEUE_LABELS[q.name]!) : q.name) },
          { head: t('adminJobs.waiting'), cell: (q) => q.waiting },
          { head: t('adminJobs.active'), cell: (q) => q.active },
          { head: t('adminJobs.failed'), cell: (q) => q.failed },
          { head: t('adminJobs.completed'), cell: (q) => q.completed },
        ]}
      />

      {jobs.data ? <BankCalls bank={jobs.data.bank} /> : null}

      <SectionTitle>{t('adminJobs.sentPerDay', { days: MAIL_CHART_DAYS })}</SectionTitle>
      {jobs.data ? (
        <Suspense fallback={<Loader size="sm" />}>
          <MailsChart days={jobs.data.sentPerDay} />
        </Suspense>
      ) : null}

      <SectionTitle mt="lg">{t('adminJobs.failedMails')}</SectionTitle>
      <AdminTable
        label={t('adminJobs.failedMails')}
        minWidth={900}
        rows={failed?.rows ?? []}
        rowKey={(m) => m.ID}
        loaded={!!failed}
        empty={t('adminJobs.noFailed')}
        columns={[
          { head: t('adminJobs.written'), cell: (m) => formatDateTime(m.CREATED_AT), style: { whiteSpace: 'nowrap' } },
          { head: t('adminJobs.to'), cell: (m) => <bdi>{m.TO}</bdi> },
          { head: t('adminJobs.subject'), cell: (m) => m.SUBJECT },
          { head: t('adminJobs.attempts'), cell: (m) => m.ATTEMPTS },
          { head: t('adminJobs.lastError'), cell: (m) => <bdi>{m.ERROR}</bdi> },
          {
            head: '',
            cell: (m) => (
              <Button
                size="xs"
                variant="light"
                loading={retry.isPending && retry.variables === m.ID}
                onClick={() => retry.mutate(m.ID)}
                aria-label={t('adminJobs.retryMail', { to: m.TO })}
              >
                {t('adminJobs.retry')}
              </Button>
            ),
          },
        ]}
      />
      {failed && (page > 1 || failed.total > page * FAILED_MAILS_PAGE_SIZE) ? (
        <Pager summary={t('adminJobs.page', { page, total: `${failed.total}${failed.totalIsEstimate ? '+' : ''}` })} page={page} more={more} onPage={setPage} />
      ) : null}
    </>
  );
}
