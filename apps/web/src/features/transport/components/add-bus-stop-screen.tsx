import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { type BusStop, hasVisibleText, MSG } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { toast } from '../../../lib/toast';
import { addBusStop, deleteBusStop, updateBusStop, useBusStops } from '../api/routes-stops';
import { actionsColumn, DataTable, routeColumns } from './data-table';
import { EditNameModal } from './edit-name-modal';
import { RouteSelect } from './route-select';
import { useRouteAdmin } from './use-route-admin';
import '../english';

/** /add-bus-stop: add a stop to a route; edit or delete stops. */
export function AddBusStopScreen() {
  const { t } = useTranslation();
  const stops = useBusStops();
  const [routeId, setRouteId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const { busy, editing, setEditing, run, remove } = useRouteAdmin<BusStop>();

  function add() {
    if (!routeId) return void toast.error(MSG.selectRoute);
    if (!hasVisibleText(name)) return void toast.error(MSG.enterStop);
    return run(() => addBusStop(Number(routeId), name.trim()), MSG.stopAdded, () => setName(''));
  }

  function save(values: Record<string, string>) {
    if (!editing) return;
    if (!hasVisibleText(values.STOP_NAME)) return void toast.error(MSG.enterStop);
    return run(() => updateBusStop(editing.STOP_ID, values.STOP_NAME.trim()), MSG.routeUpdated, () => setEditing(null));
  }

  const shown = (stops.data ?? []).filter((s) => !routeId || s.ROUTE_ID === Number(routeId));
  return (
    <>
      <PageTitle>Add Bus Stop</PageTitle>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" maw={760}>
          <Group align="flex-end" wrap="wrap">
            <RouteSelect
              value={routeId}
              onChange={setRouteId}
              w={280}
            />
            <TextInput
              label={t('transportAdmin.stopName')}
              placeholder={t('transportAdmin.stopPlaceholder')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button onClick={add} loading={busy}>
              {t('transportAdmin.addStop')}
            </Button>
          </Group>
        </Paper>
        <Paper withBorder radius="md">
          <SectionTitle p="md" pb={0}>
            {routeId ? t('transportAdmin.stopsOfRoute') : t('transportAdmin.allStops')}
          </SectionTitle>
          <DataTable
            striped
            highlightOnHover
            verticalSpacing="xs"
            rows={shown}
            rowKey={(s) => s.STOP_ID}
            columns={[
              ...routeColumns<BusStop>(),
              { header: t('transportAdmin.stop'), cell: (s) => s.STOP_NAME },
              actionsColumn<BusStop>(
                (s) => t('transportAdmin.stopLabel', { name: s.STOP_NAME }),
                setEditing,
                (s) => remove(() => deleteBusStop(s.STOP_ID), MSG.routeDeleted),
              ),
            ]}
          />
        </Paper>
      </Stack>
      <EditNameModal
        title={t('transportAdmin.editStop')}
        opened={!!editing}
        busy={busy}
        onClose={() => setEditing(null)}
        onSave={save}
        fields={[{ key: 'STOP_NAME', label: t('transportAdmin.stopName'), value: editing?.STOP_NAME ?? '' }]}
      />
    </>
  );
}
