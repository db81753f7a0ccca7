import { Alert, Button, Stack } from '@mantine/core';
import type { Message } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { translateSaid } from '../i18n/messages';

/**
 * In place of an application form the student cannot send yet: why (the domain's reason, the one the server
 * would answer), what stands now (`children`: the request already made), and where to go from here. Never a
 * blank form refused after filling it, nor a silent redirect.
 */
export function CannotApply({ reason, link, children }: { reason: Message; link: { to: string; label: string }; children?: ReactNode }) {
  return (
    <Alert color="blue" variant="light" role="status" title={translateSaid(reason)} maw={720}>
      <Stack gap="sm" align="flex-start">
        {children}
        <Button component={Link} to={link.to} variant="light">
          {link.label}
        </Button>
      </Stack>
    </Alert>
  );
}
