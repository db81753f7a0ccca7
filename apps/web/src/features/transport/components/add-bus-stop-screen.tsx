import { ActionIcon, Button, Group, Paper, Select, Stack, Table, TextInput, Title, Tooltip } from '@mantine/core';
import { type BusStop, MSG } from '@portal/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../components/confirm';
import { PageTitle } from '../../../components/page-title';
import { toast } from '../../../lib/toast';
import { addBusStop, deleteBusStop, routeKeys, updateBusStop, useBusStops, useRoutes } from '../api/routes-stops';
import { EditNameModal } from './edit-name-modal';

/** /add-bus-stop: add a stop to a route; edit or delete stops. */
export function AddBusStopScreen() {
  const queryClient = useQueryClient();
  const routes = useRoutes();
  const stops = useBusStops();
  const [routeId, setRouteId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<BusStop | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: routeKeys.all });

  async function add() {
    if (!routeId) return void toast.error(MSG.selectRoute);
    if (!name.trim()) return void toast.error(MSG.enterStop);
    setBusy(true);
    try {
      await addBusStop(Number(routeId), name.trim());
      toast.success(MSG.stopAdded);
      setName('');
      await reload();
    } catch {
      // shown by the api client
    } finally {
      setBusy(false);
    }
  }

  async function save(values: Record<string, string>) {
    if (!editing) return;
    if (!values.STOP_NAME?.trim()) return void toast.error(MSG.enterStop);
    setBusy(true);
    try {
      await updateBusStop(editing.STOP_ID, values.STOP_NAME.trim());
      toast.success(MSG.stopUpdated);
      setEditing(null);
      await reload();
    } catch {
      // shown
    } finally {
      setBusy(false);
    }
  }

  async function remove(s: BusStop) {
    if (!(await confirm(MSG.confirmDeleteUndone))) return;
    try {
      await deleteBusStop(s.STOP_ID);
      toast.success(MSG.routeDeleted);
      await reload();
    } catch {
      // the server says why (e.g. requests use the stop)
    }
  }

  const shown = (stops.data ?? []).filter((s) => !routeId || s.ROUTE_ID === Number(routeId));
  return (
    <>
      <PageTitle>Add Bus Stop</PageTitle>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" maw={760}>
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Route"
              placeholder="Select a route"
              searchable
              data={(routes.data ?? []).map((r) => ({ value: String(r.ROUTE_ID), label: `${r.ROUTE_NO} - ${r.ROUTE_NAME}` }))}
              value={routeId}
              onChange={setRouteId}
              w={280}
            />
            <TextInput
              label="Stop Name"
              placeholder="e.g. Kalma Chowk"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button onClick={add} loading={busy}>
              Add Stop
            </Button>
          </Group>
        </Paper>
        <Paper withBorder radius="md">
          <Title order={4} p="md" pb={0}>
            {routeId ? 'Stops of the selected route' : 'All stops'}
          </Title>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Route No</Table.Th>
                <Table.Th>Route Name</Table.Th>
                <Table.Th>Stop</Table.Th>
                <Table.Th w={100}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((s) => (
                <Table.Tr key={s.STOP_ID}>
                  <Table.Td>{s.ROUTE_NO}</Table.Td>
                  <Table.Td>{s.ROUTE_NAME}</Table.Td>
                  <Table.Td>{s.STOP_NAME}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Tooltip label="Edit">
                        <ActionIcon variant="subtle" aria-label={`Edit stop ${s.STOP_NAME}`} onClick={() => setEditing(s)}>
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label="Delete">
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete stop ${s.STOP_NAME}`} onClick={() => remove(s)}>
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
        title="Edit Stop"
        opened={!!editing}
        busy={busy}
        onClose={() => setEditing(null)}
        onSave={save}
        fields={[{ key: 'STOP_NAME', label: 'Stop Name', value: editing?.STOP_NAME ?? '' }]}
      />
    </>
  );
}
