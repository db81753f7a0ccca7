import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { downloadCardChallan, useStudentCardRequest } from '../../id-cards/api/student-card-requests';
import { PayAtAnyBank } from '../../../components/pay-at-any-bank';
import { useTranslation } from 'react-i18next';
import '../english';

const TEXT: Record<string, string> = { card: 'studentPages.successCard', endowment: 'studentPages.successEndowment', clearance: 'studentPages.successClearance' };

/** /success: confirmation after an application, with the challan of a duplicate card. */
export function SuccessScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = params.get('kind') ?? 'card';
  const tId = Number(params.get('t_id'));
  const challan = params.get('challan') === '1' && tId > 0;
  const [busy, setBusy] = useState(false);
  // The duplicate card's request, for its challan's consumer number (payable at any bank).
  const request = useStudentCardRequest(challan ? tId : 0);
  return (
    <Stack maw={720}>
      <PageTitle>{t('studentPages.applicationSubmitted')}</PageTitle>
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="green" variant="light">
            <IconCircleCheck size={40} />
          </ThemeIcon>
          <SectionTitle size="h3">{t('studentPages.thankYou')}</SectionTitle>
          <Text>{t(TEXT[kind] ?? 'studentPages.successCard')}</Text>
          {tId > 0 ? <Text c="dimmed">{t('studentPages.referenceNo', { ref: tId })}</Text> : null}
          <Group justify="center" gap="sm">
            {challan ? (
              <Button
                leftSection={<IconDownload size={16} />}
                loading={busy}
                onClick={() => {
                  setBusy(true);
                  downloadCardChallan(tId).finally(() => setBusy(false));
                }}
              >
                {t('requests.downloadChallan')}
              </Button>
            ) : null}
            <Button
              component={Link}
              to={kind === 'clearance' ? `${PATHS.studentCardRequests}?requestType=Clearance` : PATHS.studentCardRequests}
              variant="light"
            >
              {t('nav.My Requests')}
            </Button>
            <Button component={Link} to={PATHS.home} variant="default">
              {t('requests.home')}
            </Button>
          </Group>
          {challan ? <PayAtAnyBank consumerNumber={request.data?.CONSUMER_NUMBER} challanId={tId} /> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
