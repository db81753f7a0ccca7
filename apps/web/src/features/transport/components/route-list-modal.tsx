import { Button, Loader, Modal, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRoutesWithStops } from '../api/routes-stops';

/** "Route List": every route with its stops, for the student choosing a route. */
export function RouteListButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const routes = useRoutesWithStops();
  return (
    <>
      <Button variant="light" onClick={open}>
        Route List
      </Button>
      <Modal opened={opened} onClose={close} title="Route List" size="xl" centered>
        {routes.isLoading ? (
          <Loader size="sm" />
        ) : (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Route No</Table.Th>
                <Table.Th>Route Name</Table.Th>
                <Table.Th>Stops</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(routes.data ?? []).map((r) => (
                <Table.Tr key={r.ROUTE_ID}>
                  <Table.Td>{r.ROUTE_NO}</Table.Td>
                  <Table.Td>{r.ROUTE_NAME}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.stops.join(' → ') || '—'}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Modal>
    </>
  );
}
