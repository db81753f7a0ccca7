import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MyRequestsButton } from './my-requests-button';

/** Why the student cannot apply for this card now, the other card they may apply for, and My Requests. */
export function CardBlockedAlert({ title, reason, alternative }: { title: string; reason: ReactNode; alternative?: { to: string; label: ReactNode } | null }) {
  return (
    <Alert color="blue" title={title}>
      <Stack gap="sm">
        <span>{reason}</span>
        <Group gap="xs">
          {alternative ? (
            <Button component={Link} to={alternative.to} size="xs">
              {alternative.label}
            </Button>
          ) : null}
          <MyRequestsButton />
        </Group>
      </Stack>
    </Alert>
  );
}
