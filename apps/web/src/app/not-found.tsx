import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { homePathFor } from '@portal/domain';
import { PATHS } from '../config/paths';
import { useSessionUser } from '../lib/session';

/** Any path no screen owns. */
export function NotFound() {
  const user = useSessionUser();
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">The address you opened does not exist.</Text>
        <Button component={Link} to={user ? homePathFor(user) : PATHS.login}>
          {user ? 'Go to my home page' : 'Go to login'}
        </Button>
      </Stack>
    </Center>
  );
}
