import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../english';

/** Previous and Next under a list paged on the server, with what the page shows; `children` sit before the buttons (e.g. the page size). */
export function Pager({
  summary,
  page,
  more,
  onPage,
  children,
}: {
  summary: string;
  page: number;
  more: boolean;
  onPage: (page: number) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm">{summary}</Text>
      <Group gap="xs">
        {children}
        <Button variant="default" disabled={page === 1} onClick={() => onPage(page - 1)}>
          {t('admin.previous')}
        </Button>
        <Button variant="default" disabled={!more} onClick={() => onPage(page + 1)}>
          {t('admin.next')}
        </Button>
      </Group>
    </Group>
  );
}
