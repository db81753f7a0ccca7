import { Badge, Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authorizeEvent, type EventDetail, formatDate, formatEventInstant, registrationState, type RegistrationState } from '@portal/domain';
import { PageTitle } from '../../../../components/page-title';
import { useSessionUser } from '../../../../lib/session';
import { confirm } from '../../../../components/confirm';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { changeEvent, useAdminEvents, useEventChange } from '../api/admin-events';
import { AdminTable } from '../../components/admin-table';
import { sayRefusal } from '../../components/field-errors';
import '../../english';

// The dialog (and the schemas it checks with) loads the first time it opens.
const EventDialog = lazyDialog(
  () => import('./event-dialog').then((m) => m.EventDialog),
  (p) => p.opened,
);

const STATE: Record<RegistrationState, { label: string; color: string }> = {
  open: { label: 'adminEvents.open', color: 'green' },
  'not-yet-open': { label: 'adminEvents.notYetOpen', color: 'blue' },
  closed: { label: 'adminEvents.closed', color: 'gray' },
  'sold-out': { label: 'adminEvents.soldOut', color: 'orange' },
};

const windowOf = (e: EventDetail, t: TFunction) =>
  `${e.OPENS_AT ? formatEventInstant(e.OPENS_AT) : t('adminEvents.always')} – ${e.CLOSES_AT ? formatEventInstant(e.CLOSES_AT) : t('adminEvents.noEnd')}`;

/** /admin/events: the events, newest first; create one, change its details or stock, close or reopen it. */
export function EventsScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const events = useAdminEvents();
  // Closing or reopening says which, by the event's code (the server's answer says only "saved").
  const toggle = useEventChange(changeEvent, sayRefusal, (a) => t(a.data.IS_OPEN ? 'adminEvents.reopened' : 'adminEvents.closedNow', { code: a.data.CODE }));
  const closeOrReopen = async (e: EventDetail) => {
    if (e.IS_OPEN && !(await confirm(t('adminEvents.confirmClose', { code: e.CODE, name: e.NAME }), { confirmLabel: t('adminEvents.closeEvent') }))) return;
    toggle.mutate({ code: e.CODE, patch: { IS_OPEN: !e.IS_OPEN } });
  };
  const [editing, setEditing] = useState<EventDetail | null>(null);
  const [creating, setCreating] = useState(false);
  const now = new Date();
  // The server's policy: only the administrator changes an event.
  const mayChange = (e: EventDetail) => authorizeEvent(user, 'change', e).allowed;
  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>{t('adminEvents.newEvent')}</Button>}>{t('admin.events')}</PageTitle>
      <Text size="sm" c="dimmed" mb="sm">
        {t('adminEvents.about')}
      </Text>
      <AdminTable
        label={t('admin.events')}
        minWidth={900}
        highlightOnHover
        rows={events.data ?? []}
        rowKey={(e) => e.EVENT_ID}
        loaded={events.isSuccess}
        empty={t('adminEvents.none')}
        columns={[
          { head: t('adminEvents.code'), cell: (e) => <bdi>{e.CODE}</bdi> },
          { head: t('admin.name'), cell: (e) => e.NAME },
          { head: t('adminEvents.venue'), cell: (e) => e.VENUE },
          { head: t('adminEvents.date'), cell: (e) => formatDate(e.EVENT_DATE) },
          { head: t('adminEvents.registration'), cell: (e) => windowOf(e, t) },
          { head: t('adminEvents.ticketsIssued'), cell: (e) => t('adminEvents.issuedOf', { issued: e.TICKETS_ISSUED, stock: e.TICKET_STOCK }) },
          {
            head: t('adminEvents.state'),
            cell: (e) => {
              const state = STATE[registrationState(e, now)];
              return (
                <Badge color={state.color} variant="light">
                  {t(state.label)}
                </Badge>
              );
            },
          },
          {
            head: t('common.actions'),
            cell: (e) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  disabled={!mayChange(e)}
                  onClick={() => setEditing(e)}
                  aria-label={t('adminEvents.changeCode', { code: e.CODE })}
                >
                  {t('admin.change')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color={e.IS_OPEN ? 'red' : 'green'}
                  disabled={!mayChange(e)}
                  loading={toggle.isPending && toggle.variables?.code === e.CODE}
                  onClick={() => void closeOrReopen(e)}
                  aria-label={t(e.IS_OPEN ? 'adminEvents.closeCode' : 'adminEvents.reopenCode', { code: e.CODE })}
                >
                  {t(e.IS_OPEN ? 'adminEvents.close' : 'adminEvents.reopen')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <EventDialog
        opened={creating || !!editing}
        event={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </>
  );
}
