import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import '../english';

/** /Success1: after a transport application or re-submission. */
export function TransportSuccessScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('transport.applicationSubmitted')}</PageTitle>
      <Paper withBorder p="xl" radius="md" maw={640}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <SectionTitle size="h3">{t('transport.submittedTitle')}</SectionTitle>
          <Text ta="center" c="dimmed">
            {t('transport.submittedText')}
          </Text>
          <Group>
            <Button component={Link} to={PATHS.studentTransportRequests}>
              {t('nav.My Transport Requests')}
            </Button>
            <Button component={Link} to={PATHS.home} variant="light">
              {t('requests.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
