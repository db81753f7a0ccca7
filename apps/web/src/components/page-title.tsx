import { Group, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PORTAL_TITLE } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** A screen's heading; also sets the browser tab title. `actions` sit on the right (buttons). */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  // Staff screens pass their English title; it shows in the chosen language when catalogued.
  const title = t(`title.${children}`, { defaultValue: children });
  useDocumentTitle(`${title} · ${PORTAL_TITLE}`);
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
