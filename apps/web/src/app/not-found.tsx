import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePathFor } from '@portal/domain';
import { PATHS } from '../config/paths';
import { useSessionUser } from '../lib/session';

/** Any path no screen owns: a page of its own (no layout around it), so it is its own main landmark and h1. */
export function NotFound() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Center component="main" mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={user ? homePathFor(user) : PATHS.login}>
          {user ? t('notFound.goHome') : t('notFound.goLogin')}
        </Button>
      </Stack>
    </Center>
  );
}
