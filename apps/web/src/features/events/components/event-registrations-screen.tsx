import { Badge, Group, NativeSelect, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import type { EventRegistrationRow, MailOutboxRow } from '@portal/domain';
import { PagedList, type PagedListColumn } from '../../../components/paged-list';
import { lazyDialog } from '../../../components/lazy-dialog';
import { PageTitle } from '../../../components/page-title';
import { useEvents } from '../api/get-events';
import { eventRegistrationsKey, getEventRegistrations } from '../api/get-event-registrations';
import { getMailOutbox, mailOutboxKey } from '../api/get-mail-outbox';
import { formatDateTime } from '../../../lib/format-time';
import '../english';
import { educationLevel } from '../../../i18n/names';

/** An outbox mail, opened from the outbox list: loaded the first time one is opened. */
const MailDialog = lazyDialog(
  () => import('./mail-dialog').then((m) => m.MailDialog),
  (p) => p.mail != null,
);

const dateTime = (iso: string | null) => formatDateTime(iso);

// `label` stays English for the CSV; `key` is the label's catalogue key for the screen.
const MAIL_BADGE: Record<EventRegistrationRow['MAIL_STATE'], { color: string; label: string; key: string }> = {
  sent: { color: 'green', label: 'Sent', key: 'eventAdmin.mailSent' },
  outbox: { color: 'yellow', label: 'In outbox', key: 'eventAdmin.mailInOutbox' },
  none: { color: 'gray', label: 'None', key: 'eventAdmin.mailNone' },
};

/** The outbox states: queued for the job queue, being sent, sent, failed after every retry, or kept. */
const MAIL_STATUS: Record<string, { color: string; label: string; key: string }> = {
  queued: { color: 'blue', label: 'Queued', key: 'eventAdmin.mailQueued' },
  sending: { color: 'blue', label: 'Sending', key: 'eventAdmin.mailSending' },
  sent: { color: 'green', label: 'Sent', key: 'eventAdmin.mailSent' },
  failed: { color: 'red', label: 'Failed', key: 'eventAdmin.mailFailed' },
  kept: { color: 'yellow', label: 'Kept (no SMTP)', key: 'eventAdmin.mailKept' },
};

/** An outbox state's name in the chosen language (the CSV keeps `label`). */
const mailStatusName = (status: string) => (MAIL_STATUS[status] ? i18n.t(MAIL_STATUS[status].key) : status);

const registrationColumns: PagedListColumn<EventRegistrationRow>[] = [
  { accessor: 'TICKET_NO', title: 'Ticket No', sortable: true, filterable: true, width: 100, identifier: true },
  { accessor: 'NAME', title: 'Name', sortable: true, filterable: true },
  { accessor: 'EMAIL', title: 'Email', sortable: true, filterable: true },
  { accessor: 'CNIC', title: 'CNIC/B-Form', filterable: true, identifier: true },
  { accessor: 'PHONE', title: 'Phone', filterable: true },
  { accessor: 'CITY', title: 'City', sortable: true, filterable: true },
  { accessor: 'LEVEL_OF_EDUCATION', title: 'Level of Education', sortable: true, render: (r) => educationLevel(r.LEVEL_OF_EDUCATION) },
  { accessor: 'INSTITUTION_NAME', title: 'Institution', sortable: true, filterable: true },
  { accessor: 'CREATED_AT', title: 'Registered', sortable: true, render: (r) => dateTime(r.CREATED_AT), csv: (r) => dateTime(r.CREATED_AT) },
  {
    accessor: 'MAIL_STATE',
    title: 'Ticket Mail',
    width: 130,
    render: (r) => (
      <Badge variant="light" color={MAIL_BADGE[r.MAIL_STATE].color}>
        {i18n.t(MAIL_BADGE[r.MAIL_STATE].key)}
      </Badge>
    ),
    csv: (r) => MAIL_BADGE[r.MAIL_STATE].label,
  },
];

const mailColumns: PagedListColumn<MailOutboxRow>[] = [
  { accessor: 'CREATED_AT', title: 'Date', sortable: true, render: (m) => dateTime(m.CREATED_AT), width: 150 },
  { accessor: 'TO', title: 'To', sortable: true, filterable: true },
  { accessor: 'SUBJECT', title: 'Subject', sortable: true, filterable: true },
  {
    accessor: 'STATUS',
    title: 'State',
    sortable: true,
    filterable: true,
    width: 170,
    render: (m) => (
      <Badge variant="light" color={MAIL_STATUS[m.STATUS]?.color ?? 'gray'}>
        {mailStatusName(m.STATUS)}
        {m.STATUS === 'sent' && m.SENT_AT ? ` ${dateTime(m.SENT_AT)}` : ''}
      </Badge>
    ),
    csv: (m) => MAIL_STATUS[m.STATUS]?.label ?? m.STATUS,
  },
  { accessor: 'ATTEMPTS', title: 'Attempts', sortable: true, width: 100 },
  {
    accessor: 'ERROR',
    title: 'Last Error',
    render: (m) => (
      <Text size="xs" c="red" lineClamp={2}>
        {m.STATUS === 'sent' ? '' : (m.ERROR ?? '')}
      </Text>
    ),
  },
];

/**
 * /event-registrations (card office): the registrations of each event with its ticket stock, and the
 * mail outbox: every mail with its state, attempts and last error; a failed one can be resent.
 */
export function EventRegistrationsScreen() {
  const { t } = useTranslation();
  const events = useEvents();
  const [eventId, setEventId] = useState<number | undefined>(undefined);
  const [mail, setMail] = useState<MailOutboxRow | null>(null);
  const list = events.data ?? [];
  const selected = list.find((e) => e.EVENT_ID === eventId) ?? list.find((e) => e.IS_OPEN) ?? list[0];

  return (
    <>
      <PageTitle>Event Registrations</PageTitle>
      <Tabs defaultValue="registrations" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="registrations">{t('eventAdmin.registrations')}</Tabs.Tab>
          <Tabs.Tab value="outbox">{t('eventAdmin.mailOutbox')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="registrations">
          <Stack gap="md">
            <Paper withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                {/* The browser's own list: a handful of events, and no drop-down code on the screen (the screen budget). */}
                <NativeSelect
                  label={t('eventAdmin.event')}
                  w={260}
                  data={list.map((e) => ({ value: String(e.EVENT_ID), label: e.IS_OPEN ? e.NAME : t('eventAdmin.eventClosed', { name: e.NAME }) }))}
                  value={selected ? String(selected.EVENT_ID) : ''}
                  onChange={(e) => setEventId(Number(e.currentTarget.value))}
                />
                {selected ? (
                  <Group gap="xs">
                    <Badge size="lg" variant="light">
                      {t('eventAdmin.ticketsIssued', { issued: selected.TICKETS_ISSUED, stock: selected.TICKET_STOCK })}
                    </Badge>
                    <Badge size="lg" variant="light" color={selected.TICKET_STOCK > selected.TICKETS_ISSUED ? 'teal' : 'red'}>
                      {t('eventAdmin.ticketsLeft', { n: selected.TICKET_STOCK - selected.TICKETS_ISSUED })}
                    </Badge>
                  </Group>
                ) : null}
              </Group>
            </Paper>
            <PagedList
              queryKey={eventRegistrationsKey(selected?.EVENT_ID)}
              fetchPage={(p) => getEventRegistrations(selected?.EVENT_ID, p)}
              columns={registrationColumns}
              rowKey="ID"
              totalLabel="Total Number of Registrations"
              csvFileName={`${selected?.NAME ?? 'Event'} Registrations.csv`}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <PagedList
            queryKey={mailOutboxKey}
            fetchPage={getMailOutbox}
            columns={mailColumns}
            rowKey="ID"
            totalLabel="Total Number of Mails"
            onRowClick={(m) => setMail(m)}
          />
        </Tabs.Panel>
      </Tabs>
      <MailDialog mail={mail} onClose={() => setMail(null)} statusName={mailStatusName} dateTime={dateTime} />
    </>
  );
}
