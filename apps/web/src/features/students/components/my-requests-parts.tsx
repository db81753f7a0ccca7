import { Button, Stack, Table, Text } from '@mantine/core';
import { M } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import { translateSaid } from '../../../i18n/messages';

/** Shared pieces of the My Requests sections. */
export function Empty() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text c="dimmed">{translateSaid(M.common.noRequestFound)}</Text>
      <Button component={Link} to={PATHS.home} size="xs" variant="light">
        {t('requests.home')}
      </Button>
    </Stack>
  );
}

/** `head`: keys of the `requests` section of the catalogue. */
export function RequestTable({ head, children }: { head: string[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{t(`requests.${h}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
