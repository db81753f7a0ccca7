import { Anchor, Badge, Loader, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { requestNextStep, STATUS, transportStatusColour } from '@portal/domain';
import { generatePath, Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { api } from '../../../lib/api';
import { myTransportRequestsKey, useMyTransportRequests } from '../api/other-requests';
import { Empty, RequestTable } from './my-requests-parts';
import { useTranslation } from 'react-i18next';
import { nextStepText } from '../../../i18n/next-step';
import { PayAtAnyBank } from '../../../components/pay-at-any-bank';

export function TransportSection() {
  const { t } = useTranslation();
  const q = useMyTransportRequests();
  const qc = useQueryClient();
  if (!q.data?.length) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <RequestTable head={['transactionId', 'requestType', 'dateOfApply', 'distributionDate', 'venue', 'comment', 'status', 'action']}>
      {q.data.map((r) => (
        <Table.Tr key={r.TRANS_ID}>
          <Table.Td>{r.TRANS_ID}</Table.Td>
          <Table.Td>{t(`cardType.${r.REQUEST_TYPE}`, { defaultValue: r.REQUEST_TYPE })}</Table.Td>
          <Table.Td>{r.DATE_OF_APPLY}</Table.Td>
          <Table.Td>{r.DISTRIBUTION_DATE || t('common.notAvailable')}</Table.Td>
          <Table.Td>{r.VENUE}</Table.Td>
          <Table.Td>{r.COMMENT || '—'}</Table.Td>
          <Table.Td>
            {/* the student's transport view has its own colours */}
            <Badge color={transportStatusColour(r.REQ_STATUS)} variant="light" radius="sm" tt="none">
              {t(`status.${r.STATUS}`, { defaultValue: r.STATUS })}
            </Badge>
            <PayAtAnyBank consumerNumber={r.CONSUMER_NUMBER} challanId={r.TRANS_ID} />
            <NextStepLine
              text={nextStepText(
                requestNextStep('transport', r.REQ_STATUS, {
                  hasChallan: r.REQ_STATUS === STATUS.FEE_PENDING,
                  distributionDate: r.DISTRIBUTION_DATE,
                  venue: r.VENUE,
                }),
              )}
            />
          </Table.Td>
          <Table.Td>
            {r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR ? (
              <Anchor component={Link} to={generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(r.TRANS_ID) })} size="sm">
                {t('common.edit')}
              </Anchor>
            ) : r.REQ_STATUS === STATUS.FEE_PENDING ? (
              <Anchor
                component="button"
                size="sm"
                onClick={() =>
                  void api
                    .download(`/api/student/transport-requests/${r.TRANS_ID}/challan`)
                    // The first print issues the challan: its consumer number then shows beside the request.
                    .then(() => (r.CONSUMER_NUMBER ? undefined : qc.invalidateQueries({ queryKey: myTransportRequestsKey })))
                    .catch(() => undefined)
                }
              >
                {t('requests.downloadChallan')}
              </Anchor>
            ) : (
              t('common.notAvailable')
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </RequestTable>
  );
}

/** The clearance challans of the student: each with its bank challan (three copies) to download and pay. */

/** The request's next step under its status (the same rule as the dashboard's). */
function NextStepLine({ text }: { text: string | null }) {
  return text ? (
    <Text size="xs" mt={4}>
      {text}
    </Text>
  ) : null;
}
