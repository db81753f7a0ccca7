import { Loader, Table, Text } from '@mantine/core';
import { StatusBadge } from '../../../components/status-badge';
import { useMyEftApplications } from '../../endowment/api/my-eft-applications';
import { EftDocumentButton } from './eft-document-button';
import { Empty, RequestTable } from './my-requests-parts';
import { useTranslation } from 'react-i18next';
import { formatDateLong } from '../../../i18n/format';
import { requestStepText } from '../../../i18n/next-step';

export function EndowmentSection() {
  const { t } = useTranslation();
  const q = useMyEftApplications();
  if (!q.data?.length) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <RequestTable head={['referenceNo', 'schedule', 'dateOfApply', 'comment', 'status', 'action']}>
      {q.data.map((r) => (
        <Table.Tr key={r.ID}>
          <Table.Td>{r.ID}</Table.Td>
          <Table.Td>{r.SCHEDULE_TITLE}</Table.Td>
          <Table.Td>{formatDateLong(r.APPLIED_AT)}</Table.Td>
          <Table.Td>{r.COMMENT || '—'}</Table.Td>
          <Table.Td>
            <StatusBadge status={r.STATUS} />
            {r.NEXT_STEP ? (
              <Text size="xs" c="dimmed" mt={4}>
                {requestStepText(r.NEXT_STEP, 'endowment', r.REQ_STATUS)}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{r.CAN_UPLOAD ? <EftDocumentButton id={r.ID} /> : t('common.notAvailable')}</Table.Td>
        </Table.Tr>
      ))}
    </RequestTable>
  );
}

/** /student-uni-card-requests (My Requests): the student's card, transport, clearance and endowment requests. */
