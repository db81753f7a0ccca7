import { Avatar, Grid, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { classLabel, officeName } from '../../../i18n/names';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { useUserProfile } from '../../../lib/user-profile';
import { useStudentPhotoUrl } from '../api/student-photo';
import { EmailNotificationsCard } from './email-notifications-card';
import { useTranslation } from 'react-i18next';
import '../english';

const FIELDS: [string, string][] = [
  ['NM', 'Name'],
  ['F_NM', 'Father Name'],
  ['ROLNO', 'Roll No'],
  ['CLASS', 'Class'],
  ['MAJOR', 'Major'],
  ['DEPARTMENT', 'Department'],
  ['SESSION', 'Session'],
  ['YEAR', 'Year'],
  ['PH1', 'Contact'],
  ['F_CONTACT', 'Guardian Contact'],
  ['B_GROUP', 'Blood Group'],
  ['ADD1', 'Address'],
];

/** Fields whose stored English the screen says in the reader's language. */
const SAID_IN_LANGUAGE: Record<string, (stored: string) => string> = { DEPARTMENT: (d) => officeName(d), CLASS: classLabel };

/** /student-profile/: the profile of GET /api/userProfile and the photo. */
export function StudentProfileScreen() {
  const { t } = useTranslation();
  const profile = useUserProfile();
  const photo = useStudentPhotoUrl();
  if (profile.isLoading) return <PageLoader />;
  const p = profile.data ?? {};
  return (
    <Stack maw={960}>
      <PageTitle>{t('studentPages.myProfile')}</PageTitle>
      <Paper withBorder radius="md" p="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 'content' }}>
            <Stack align="center" gap="xs">
              {photo.url ? (
                <Image src={photo.url} alt={t('common.studentPhoto')} w={150} h={180} fit="cover" radius="md" />
              ) : (
                <Avatar size={150} radius="md" alt={t('common.noPhoto')}>
                  {String(p.NM ?? '?').charAt(0)}
                </Avatar>
              )}
              {!photo.url && !photo.isLoading ? (
                <Text size="xs" c="dimmed">
                  {t('studentPages.noPhotoOnFile')}
                </Text>
              ) : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 'auto' }}>
            <SectionTitle size="h4" mb="sm">
              {String(p.NM ?? '')}
            </SectionTitle>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
              {FIELDS.map(([key, label]) => (
                <Group key={key} gap={8} wrap="nowrap" align="flex-start">
                  <Text size="sm" c="dimmed" miw={120}>
                    {t(`field.${label}`)}
                  </Text>
                  <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                    {p[key] == null || p[key] === '' ? '—' : (SAID_IN_LANGUAGE[key]?.(String(p[key])) ?? String(p[key]))}
                  </Text>
                </Group>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
      </Paper>
      <EmailNotificationsCard />
    </Stack>
  );
}
