import { Badge, Group, Loader, Paper, SimpleGrid, Text, Timeline } from '@mantine/core';
import { IconBus, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { useRoutesWithStops } from '../api/routes-stops';
import '../english';

/** /view-transport-route: a timeline of every route with its stops in order. */
export function ViewTransportRoutesScreen() {
  const { t } = useTranslation();
  const routes = useRoutesWithStops();
  return (
    <>
      <PageTitle>Transport Routes</PageTitle>
      {routes.isLoading ? (
        <Loader size="sm" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {(routes.data ?? []).map((r) => (
            <Paper key={r.ROUTE_ID} withBorder p="md" radius="md" data-testid={`route-${r.ROUTE_NO}`}>
              <Group gap="xs" mb="sm" wrap="nowrap">
                <IconBus size={20} />
                <Badge variant="filled" radius="sm">
                  {r.ROUTE_NO}
                </Badge>
                <SectionTitle size="h5">{r.ROUTE_NAME}</SectionTitle>
              </Group>
              {r.stops.length ? (
                <Timeline active={r.stops.length - 1} bulletSize={18} lineWidth={2}>
                  {r.STOPS.map((s) => (
                    <Timeline.Item key={s.STOP_ID} bullet={<IconMapPin size={11} />} title={s.STOP_NAME} />
                  ))}
                </Timeline>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('transportAdmin.noStops')}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
