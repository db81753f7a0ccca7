import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';

/** /student-financial-aid-application-form: the spec gives this page a title only; it points to the endowment fund. */
export function FinancialAidScreen() {
  return (
    <Stack maw={720}>
      <PageTitle>Financial Aid Application</PageTitle>
      <Paper withBorder radius="md" p="md">
        <Text size="sm">Financial aid is given through the university's endowment fund while an application schedule is open.</Text>
        <Button component={Link} to={PATHS.eftApplyForm} mt="sm" size="xs">
          Endowment Fund Application
        </Button>
      </Paper>
    </Stack>
  );
}
