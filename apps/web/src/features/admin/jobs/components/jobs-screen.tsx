import { Button, Group, Loader, Table, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { FAILED_MAILS_PAGE_SIZE, MAIL_CHART_DAYS } from '@portal/domain';
import { PageTitle, SectionTitle } from '../../../../components/page-title';
import { formatDateTime } from '../../../../lib/format-time';
import { useJobs, useRetryMail } from '../api/jobs';

const MailsChart = lazy(async () => ({ default: (await import('./mails-chart')).MailsChart }));

const QUEUE_LABELS: Record<string, string> = { 'send-mail': 'Mail', 'staff-digest': 'Staff digest', backup: 'Backups' };

/** /admin/jobs: each job queue by state, the failed mails with their last error (retry), mails sent per day. */
export function JobsScreen() {
  const [page, setPage] = useState(1);
  const jobs = useJobs(page);
  const retry = useRetryMail();
  const failed = jobs.data?.failedMails;
  return (
    <>
      <PageTitle>Mail and jobs</PageTitle>
      <Table striped aria-label="Job queues" maw={720} mb="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queue</Table.Th>
            <Table.Th>Waiting</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>Failed</Table.Th>
            <Table.Th>Completed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(jobs.data?.queues ?? []).map((q) => (
            <Table.Tr key={q.name}>
              <Table.Td>{QUEUE_LABELS[q.name] ?? q.name}</Table.Td>
              <Table.Td>{q.waiting}</Table.Td>
              <Table.Td>{q.active}</Table.Td>
              <Table.Td>{q.failed}</Table.Td>
              <Table.Td>{q.completed}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <SectionTitle>Mails sent per day (last {MAIL_CHART_DAYS} days)</SectionTitle>
      {jobs.data ? (
        <Suspense fallback={<Loader size="sm" />}>
          <MailsChart days={jobs.data.sentPerDay} />
        </Suspense>
      ) : null}

      <SectionTitle mt="lg">Failed mails</SectionTitle>
      <Table.ScrollContainer minWidth={900}>
        <Table striped aria-label="Failed mails">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Written</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last error</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(failed?.rows ?? []).map((m) => (
              <Table.Tr key={m.ID}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.CREATED_AT)}</Table.Td>
                <Table.Td>{m.TO}</Table.Td>
                <Table.Td>{m.SUBJECT}</Table.Td>
                <Table.Td>{m.ATTEMPTS}</Table.Td>
                <Table.Td>{m.ERROR}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={retry.isPending && retry.variables === m.ID}
                    onClick={() => retry.mutate(m.ID)}
                    aria-label={`Retry the mail to ${m.TO}`}
                  >
                    Retry
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {failed && !failed.rows.length ? (
              <Table.Tr>
                <Table.Td colSpan={6}>No failed mail.</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {failed && (page > 1 || failed.total > page * FAILED_MAILS_PAGE_SIZE) ? (
        <Group justify="space-between" mt="sm">
          <Text size="sm">
            Page {page}, {failed.total}
            {failed.totalIsEstimate ? '+' : ''} failed mails
          </Text>
          <Group gap="xs">
            <Button variant="default" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <Button
              variant="default"
              disabled={!(failed.totalIsEstimate || failed.total > page * FAILED_MAILS_PAGE_SIZE)}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </Group>
        </Group>
      ) : null}
    </>
  );
}
