import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PORTAL_TITLE } from '@portal/domain';

/** A screen's heading; also sets the browser tab title. `actions` sit on the right (buttons). */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  useDocumentTitle(`${children} · ${PORTAL_TITLE}`);
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Title order={2} size="h3">
        {children}
      </Title>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
