import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { authorizeEvent, type EventDetail, formatDate, formatEventInstant, registrationState, type RegistrationState } from '@portal/domain';
import { PageTitle } from '../../../../components/page-title';
import { useSessionUser } from '../../../../lib/session';
import { changeEvent, useAdminEvents, useEventChange } from '../api/admin-events';
import { EventDialog } from './event-dialog';

const STATE: Record<RegistrationState, { label: string; color: string }> = {
  open: { label: 'Open', color: 'green' },
  'not-yet-open': { label: 'Not yet open', color: 'blue' },
  closed: { label: 'Closed', color: 'gray' },
  'sold-out': { label: 'Sold out', color: 'orange' },
};

const windowOf = (e: EventDetail) => `${e.OPENS_AT ? formatEventInstant(e.OPENS_AT) : 'always'} – ${e.CLOSES_AT ? formatEventInstant(e.CLOSES_AT) : 'no end'}`;

/** /admin/events: the events, newest first; create one, change its details or stock, close or reopen it. */
export function EventsScreen() {
  const user = useSessionUser();
  const events = useAdminEvents();
  const toggle = useEventChange(changeEvent);
  const [editing, setEditing] = useState<EventDetail | null>(null);
  const [creating, setCreating] = useState(false);
  const now = new Date();
  return (
    <>
      <PageTitle actions={<Button onClick={() => setCreating(true)}>New event</Button>}>Events</PageTitle>
      <Text size="sm" c="dimmed" mb="sm">
        The public registration page offers every open event. The card office sees the registrations and the outbox of each.
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover aria-label="Events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Venue</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Registration</Table.Th>
              <Table.Th>Tickets issued</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(events.data ?? []).map((e) => {
              const state = STATE[registrationState(e, now)];
              // The server's policy: only the administrator changes an event.
              const mayChange = authorizeEvent(user, 'change', e).allowed;
              return (
                <Table.Tr key={e.EVENT_ID}>
                  <Table.Td>{e.CODE}</Table.Td>
                  <Table.Td>{e.NAME}</Table.Td>
                  <Table.Td>{e.VENUE}</Table.Td>
                  <Table.Td>{formatDate(e.EVENT_DATE)}</Table.Td>
                  <Table.Td>{windowOf(e)}</Table.Td>
                  <Table.Td>
                    {e.TICKETS_ISSUED} of {e.TICKET_STOCK}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={state.color} variant="light">
                      {state.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" disabled={!mayChange} onClick={() => setEditing(e)} aria-label={`Change ${e.CODE}`}>
                        Change
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color={e.IS_OPEN ? 'red' : 'green'}
                        disabled={!mayChange}
                        loading={toggle.isPending && toggle.variables?.code === e.CODE}
                        onClick={() => toggle.mutate({ code: e.CODE, patch: { IS_OPEN: !e.IS_OPEN } })}
                        aria-label={`${e.IS_OPEN ? 'Close' : 'Reopen'} ${e.CODE}`}
                      >
                        {e.IS_OPEN ? 'Close' : 'Reopen'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {events.isSuccess && !events.data.length ? (
              <Table.Tr>
                <Table.Td colSpan={8}>No events yet.</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
