import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ADMIN_SCREENS } from '../admin-screens';

/** The administrator's first screen: every administration screen with what it is for. */
export function AdminHomeScreen() {
  return (
    <>
      <PageTitle>Administration</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {ADMIN_SCREENS.map((s) => (
          <Card key={s.to} withBorder component={Link} to={s.to} aria-label={s.label}>
            <Text fw={600}>{s.label}</Text>
            <Text size="sm" c="dimmed">
              {s.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
