import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { type BusRoute, MSG } from '@portal/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../components/confirm';
import { PageTitle } from '../../../components/page-title';
import { toast } from '../../../lib/toast';
import { addBusRoute, deleteBusRoute, routeKeys, updateBusRoute, useRoutesWithStops } from '../api/routes-stops';
import { EditNameModal } from './edit-name-modal';

/** /add-transport-route: add a route; edit or delete the existing ones. */
export function AddTransportRouteScreen() {
  const queryClient = useQueryClient();
  const routes = useRoutesWithStops();
  const [routeNumber, setRouteNumber] = useState('');
  const [routeName, setRouteName] = useState('');
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<BusRoute | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: routeKeys.all });

  async function add() {
    if (!routeNumber.trim() || !routeName.trim()) {
      toast.error(MSG.routeInfoMissing);
      return;
    }
    setBusy(true);
    try {
      await addBusRoute(routeNumber.trim(), routeName.trim());
      toast.success(MSG.routeAdded);
      setRouteNumber('');
      setRouteName('');
      await reload();
    } catch {
      // the api client has shown the reason
    } finally {
      setBusy(false);
    }
  }

  async function save(values: Record<string, string>) {
    if (!editing) return;
    if (!values.ROUTE_NO?.trim() || !values.ROUTE_NAME?.trim()) {
      toast.error(MSG.routeInfoMissing);
      return;
    }
    setBusy(true);
    try {
      await updateBusRoute({ ROUTE_ID: editing.ROUTE_ID, ROUTE_NO: values.ROUTE_NO.trim(), ROUTE_NAME: values.ROUTE_NAME.trim() });
      toast.success(MSG.routeUpdated);
      setEditing(null);
      await reload();
    } catch {
      // shown
    } finally {
      setBusy(false);
    }
  }

  async function remove(r: BusRoute) {
    if (!(await confirm(MSG.confirmDeleteUndone))) return;
    try {
      await deleteBusRoute(r.ROUTE_ID);
      toast.success(MSG.routeDeleted);
      await reload();
    } catch {
      // the server says why (e.g. requests use the route)
    }
  }

  return (
    <>
      <PageTitle>Add Route</PageTitle>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" maw={720}>
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Route Number" placeholder="e.g. 13" value={routeNumber} onChange={(e) => setRouteNumber(e.currentTarget.value)} w={160} />
            <TextInput
              label="Route Name"
              placeholder="e.g. Johar Town - GCU"
              value={routeName}
              onChange={(e) => setRouteName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button onClick={add} loading={busy}>
              Add Route
            </Button>
          </Group>
        </Paper>
        <Paper withBorder radius="md">
          <Title order={4} p="md" pb={0}>
            Routes
          </Title>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Route No</Table.Th>
                <Table.Th>Route Name</Table.Th>
                <Table.Th>Stops</Table.Th>
                <Table.Th w={100}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(routes.data ?? []).map((r) => (
                <Table.Tr key={r.ROUTE_ID}>
                  <Table.Td>{r.ROUTE_NO}</Table.Td>
                  <Table.Td>{r.ROUTE_NAME}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.stops.length}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Tooltip label="Edit">
                        <ActionIcon variant="subtle" aria-label={`Edit route ${r.ROUTE_NO}`} onClick={() => setEditing(r)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete">
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete route ${r.ROUTE_NO}`} onClick={() => remove(r)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </Stack>
      <EditNameModal
        title="Edit Route"
        opened={!!editing}
        busy={busy}
        onClose={() => setEditing(null)}
        onSave={save}
        fields={[
          { key: 'ROUTE_NO', label: 'Route Number', value: editing?.ROUTE_NO ?? '' },
          { key: 'ROUTE_NAME', label: 'Route Name', value: editing?.ROUTE_NAME ?? '' },
        ]}
      />
    </>
  );
}
