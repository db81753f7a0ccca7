import { Group, Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PORTAL_TITLE } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRememberPageTitle } from '../first-paint/use-shown-titles';

/**
 * A screen's heading, its one h1 (drawn at h3 size); also sets the browser tab title. Its look is copied by
 * the page's first paint (src/first-paint/first-paint.css, .first-paint-page-title). `actions` sit on the
 * right (buttons). Every screen has one; a part of the screen under it takes a SectionTitle.
 */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  // Staff screens pass their English title; it shows in the chosen language when catalogued.
  const title = t(`title.${children}`, { defaultValue: children });
  useDocumentTitle(`${title} · ${PORTAL_TITLE}`);
  // Drawn again before the code, where and as it is here, the next time the page loads (src/first-paint).
  useRememberPageTitle(title);
  return (
    <Group justify="space-between" align="center" mb="md" wrap="wrap" gap="sm">
      <Title order={1} size="h3">
        {title}
      </Title>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}

/**
 * The heading of a part of a screen: the level below the screen's h1 (h2), or below that (`level={3}`), so
 * that headings never skip a level (a screen reader's outline of the page). `size` is only its look.
 */
export function SectionTitle({ level = 2, size = 'h4', ...props }: { level?: 2 | 3; size?: TitleProps['size'] } & Omit<TitleProps, 'order' | 'size'>) {
  return <Title order={level} size={size} {...props} />;
}
