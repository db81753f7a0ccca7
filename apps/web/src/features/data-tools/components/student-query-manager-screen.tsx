import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import '../english';

const TOOLS = [
  { to: PATHS.manageStudentImage, title: 'Manage Student Image', text: 'dataTools.manageImageText' },
  { to: PATHS.manageRecordData, title: 'Delete Student Record', text: 'dataTools.deleteRecordText' },
];

/** /student-query-manager: the card office's student data tools. */
export function StudentQueryManagerScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>Student Query Manager</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={800}>
        {TOOLS.map((tool) => (
          <Card key={tool.to} component={Link} to={tool.to} withBorder padding="lg" radius="md">
            <SectionTitle>{t(`title.${tool.title}`)}</SectionTitle>
            <Text size="sm" c="dimmed" mt="xs">
              {t(tool.text)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
