import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n/messages';

/** Shown when a screen throws or its code cannot be loaded (e.g. after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Center mih="60dvh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2}>{translateMessage(MSG.somethingWrongTryAgain)}</Title>
        {detail ? <Text c="dimmed">{detail}</Text> : null}
        <Button onClick={() => window.location.reload()}>{t('notFound.reload')}</Button>
      </Stack>
    </Center>
  );
}
