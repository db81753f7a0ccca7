import { Button, Loader, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { RouteWithStops } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useRoutesWithStops } from '../api/routes-stops';
import { DataTable, routeColumns } from './data-table';
import '../english';

/** "Route List": every route with its stops, for the student choosing a route. */
export function RouteListButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const routes = useRoutesWithStops();
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('transportAdmin.routeList')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('transportAdmin.routeList')} size="xl" centered>
        {routes.isLoading ? (
          <Loader size="sm" />
        ) : (
          <DataTable
            striped
            withTableBorder
            rows={routes.data ?? []}
            rowKey={(r) => r.ROUTE_ID}
            columns={[...routeColumns<RouteWithStops>(), { header: t('transportAdmin.stops'), cell: (r) => <Text size="sm">{r.stops.join(' → ') || '—'}</Text> }]}
          />
        )}
      </Modal>
    </>
  );
}
