import { Button, Group, Loader, Table, Text } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { downloadCardChallan, useStudentCardRequests } from '../../id-cards/api/student-card-requests';
import { Empty, RequestTable } from './my-requests-parts';
import { useTranslation } from 'react-i18next';
import { formatDateLong } from '../../../i18n/format';
import { requestStepText } from '../../../i18n/next-step';
import { PayAtAnyBank } from '../../../components/pay-at-any-bank';

export function CardsSection() {
  const { t } = useTranslation();
  const q = useStudentCardRequests();
  const [busy, setBusy] = useState<number | null>(null);
  if (!q.data?.length) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <RequestTable head={['referenceNo', 'requestType', 'dateOfApply', 'distributionDate', 'venue', 'comment', 'status', 'action']}>
      {q.data.map((r) => (
        <Table.Tr key={r.TRANS_ID} data-testid={`card-request-${r.TRANS_ID}`}>
          <Table.Td>{r.TRANS_ID}</Table.Td>
          <Table.Td>{t(`cardType.${r.REQUEST_TYPE}`, { defaultValue: r.REQUEST_TYPE })}</Table.Td>
          <Table.Td>{formatDateLong(r.DATE_OF_APPLY)}</Table.Td>
          <Table.Td>{r.DISTRIBUTION_DATE ? formatDateLong(r.DISTRIBUTION_DATE) : t('common.notAvailable')}</Table.Td>
          <Table.Td>{r.VENUE}</Table.Td>
          <Table.Td>{r.COMMENT || '—'}</Table.Td>
          <Table.Td>
            <StatusBadge status={r.STATUS} />
            {r.NEXT_STEP ? (
              <Text size="xs" c="dimmed" mt={4}>
                {requestStepText(r.NEXT_STEP, 'card', r.REQ_STATUS, { hasChallan: r.HAS_CHALLAN, feePaid: r.FEE_PAID_AT != null, distributionDate: r.DISTRIBUTION_DATE, venue: r.VENUE })}
              </Text>
            ) : null}
            <PayAtAnyBank consumerNumber={r.CONSUMER_NUMBER} challanId={r.TRANS_ID} />
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {r.CAN_EDIT ? (
                <Button
                  component={Link}
                  to={generatePath(PATHS.updateNewCardRequest, { t_id: String(r.TRANS_ID) })}
                  size="compact-sm"
                  leftSection={<IconEdit size={14} />}
                >
                  {t('common.edit')}
                </Button>
              ) : null}
              {r.HAS_CHALLAN ? (
                <Button
                  size="compact-sm"
                  variant="light"
                  loading={busy === r.TRANS_ID}
                  leftSection={<IconDownload size={14} />}
                  onClick={() => {
                    setBusy(r.TRANS_ID);
                    downloadCardChallan(r.TRANS_ID).finally(() => setBusy(null));
                  }}
                >
                  {t('requests.challan')}
                </Button>
              ) : null}
              {!r.CAN_EDIT && !r.HAS_CHALLAN ? <Text size="sm">{t('common.notAvailable')}</Text> : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </RequestTable>
  );
}
