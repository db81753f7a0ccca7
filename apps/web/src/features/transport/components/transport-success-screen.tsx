import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';

/** /Success1: after a transport application or re-submission. */
export function TransportSuccessScreen() {
  return (
    <>
      <PageTitle>Application Submitted</PageTitle>
      <Paper withBorder p="xl" radius="md" maw={640}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={3}>Transport card application submitted</Title>
          <Text ta="center" c="dimmed">
            The transport office will review it. Follow its status, and download the fee challan when asked, under My Transport Requests.
          </Text>
          <Group>
            <Button component={Link} to={PATHS.studentTransportRequests}>
              My Transport Requests
            </Button>
            <Button component={Link} to={PATHS.home} variant="light">
              Home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
