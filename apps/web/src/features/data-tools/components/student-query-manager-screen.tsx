import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';

const TOOLS = [
  { to: PATHS.manageStudentImage, title: 'Manage Student Image', text: "Show a student's photo by roll number and delete it." },
  { to: PATHS.manageRecordData, title: 'Delete Student Record', text: "Delete a student's record by roll number." },
];

/** /student-query-manager: the card office's student data tools (001 §2). */
export function StudentQueryManagerScreen() {
  return (
    <>
      <PageTitle>Student Query Manager</PageTitle>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={800}>
        {TOOLS.map((t) => (
          <Card key={t.to} component={Link} to={t.to} withBorder padding="lg" radius="md">
            <Title order={4}>{t.title}</Title>
            <Text size="sm" c="dimmed" mt="xs">
              {t.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
