import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type BusRoute, hasVisibleText, MSG, type RouteWithStops } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { toast } from '../../../lib/toast';
import { addBusRoute, deleteBusRoute, updateBusRoute, useRoutesWithStops } from '../api/routes-stops';
import { actionsColumn, DataTable, routeColumns } from './data-table';
import { EditNameModal } from './edit-name-modal';
import { useRouteAdmin } from './use-route-admin';
import '../english';

/** /add-transport-route: add a route; edit or delete the existing ones. */
export function AddTransportRouteScreen() {
  const { t } = useTranslation();
  const routes = useRoutesWithStops();
  const [routeNumber, setRouteNumber] = useState('');
  const [routeName, setRouteName] = useState('');
  const { busy, editing, setEditing, run, remove } = useRouteAdmin<BusRoute>();

  function add() {
    if (!hasVisibleText(routeNumber) || !hasVisibleText(routeName)) return void toast.error(MSG.routeInfoMissing);
    return run(() => addBusRoute(routeNumber.trim(), routeName.trim()), MSG.routeAdded, () => {
      setRouteNumber('');
      setRouteName('');
    });
  }

  function save(values: Record<string, string>) {
    if (!editing) return;
    if (!hasVisibleText(values.ROUTE_NO) || !hasVisibleText(values.ROUTE_NAME)) return void toast.error(MSG.routeInfoMissing);
    const route = { ROUTE_ID: editing.ROUTE_ID, ROUTE_NO: values.ROUTE_NO.trim(), ROUTE_NAME: values.ROUTE_NAME.trim() };
    return run(() => updateBusRoute(route), MSG.routeUpdated, () => setEditing(null));
  }

  return (
    <>
      <PageTitle>Add Route</PageTitle>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" maw={720}>
          <Group align="flex-end" wrap="wrap">
            <TextInput label={t('transportAdmin.routeNumber')} placeholder={t('transportAdmin.routeNumberPlaceholder')} value={routeNumber} onChange={(e) => setRouteNumber(e.currentTarget.value)} w={160} />
            <TextInput
              label={t('transportAdmin.routeName')}
              placeholder={t('transportAdmin.routeNamePlaceholder')}
              value={routeName}
              onChange={(e) => setRouteName(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button onClick={add} loading={busy}>
              {t('transportAdmin.addRoute')}
            </Button>
          </Group>
        </Paper>
        <Paper withBorder radius="md">
          <SectionTitle p="md" pb={0}>
            {t('transportAdmin.routes')}
          </SectionTitle>
          <DataTable
            striped
            highlightOnHover
            verticalSpacing="xs"
            rows={routes.data ?? []}
            rowKey={(r) => r.ROUTE_ID}
            columns={[
              ...routeColumns<RouteWithStops>(),
              { header: t('transportAdmin.stops'), cell: (r) => <Text size="sm">{r.stops.length}</Text> },
              actionsColumn<RouteWithStops>(
                (r) => t('transportAdmin.routeLabel', { no: r.ROUTE_NO }),
                setEditing,
                (r) => remove(() => deleteBusRoute(r.ROUTE_ID), MSG.routeDeleted),
              ),
            ]}
          />
        </Paper>
      </Stack>
      <EditNameModal
        title={t('transportAdmin.editRoute')}
        opened={!!editing}
        busy={busy}
        onClose={() => setEditing(null)}
        onSave={save}
        fields={[
          { key: 'ROUTE_NO', label: t('transportAdmin.routeNumber'), value: editing?.ROUTE_NO ?? '' },
          { key: 'ROUTE_NAME', label: t('transportAdmin.routeName'), value: editing?.ROUTE_NAME ?? '' },
        ]}
      />
    </>
  );
}
