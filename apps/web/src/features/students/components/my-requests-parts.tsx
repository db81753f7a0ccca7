import { Button, Stack, Table, Text } from '@mantine/core';
import { MSG } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';

/** Shared pieces of the My Requests sections. */
export function Empty() {
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text c="dimmed">{MSG.noRequestFound}</Text>
      <Button component={Link} to={PATHS.home} size="xs" variant="light">
        Home
      </Button>
    </Stack>
  );
}

export function RequestTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
