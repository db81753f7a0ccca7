import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ADMIN_SCREENS, screenAbout, screenName } from '../admin-screens';
import '../english';

/** The administrator's first screen: every administration screen with what it is for. */
export function AdminHomeScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('admin.home')}</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {ADMIN_SCREENS.map((s) => (
          <Card key={s.to} withBorder component={Link} to={s.to} aria-label={screenName(t, s)}>
            <Text fw={600}>{screenName(t, s)}</Text>
            <Text size="sm" c="dimmed">
              {screenAbout(t, s)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
