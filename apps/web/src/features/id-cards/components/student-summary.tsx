import { Group, SimpleGrid, Text } from '@mantine/core';
import type { UserProfile } from '../../../lib/user-profile';
import { classLabel, officeName } from '../../../i18n/names';
import { useTranslation } from 'react-i18next';

/** Read-only identity of the student at the top of the card forms. */
export function StudentSummary({ profile }: { profile: UserProfile | undefined }) {
  const { t } = useTranslation();
  const items: [string, unknown][] = [
    ['Name', profile?.NM],
    ['Father Name', profile?.F_NM],
    ['Roll No', profile?.ROLNO],
    ['Class', classLabel(profile?.CLASS)],
    ['Department', profile?.DEPARTMENT && officeName(profile.DEPARTMENT)],
    ['Session', profile?.SESSION],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={4}>
      {items.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" miw={90}>
            {t(`field.${label}`)}
          </Text>
          <Text size="sm" fw={500} truncate="end">
            {value == null || value === '' ? '—' : String(value)}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}
