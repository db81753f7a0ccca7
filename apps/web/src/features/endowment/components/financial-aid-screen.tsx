import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import '../english';

/** /student-financial-aid-application-form: a title-only page; it points to the endowment fund. */
export function FinancialAidScreen() {
  const { t } = useTranslation();
  return (
    <Stack maw={720}>
      <PageTitle>{t('eft.financialAidTitle')}</PageTitle>
      <Paper withBorder radius="md" p="md">
        <Text size="sm">{t('eft.financialAidText')}</Text>
        <Button component={Link} to={PATHS.eftApplyForm} mt="sm" size="xs">
          {t('eft.applicationTitle')}
        </Button>
      </Paper>
    </Stack>
  );
}
