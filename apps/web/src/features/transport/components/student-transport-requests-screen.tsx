import { Anchor, Badge, Button, Center, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { M, type StudentTransportRequest, transportActionFor, transportStatusColour } from '@portal/domain';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PATHS } from '../../../config/paths';
import { downloadTransportChallan, studentTransportKey, useMyTransportRequests } from '../api/student-transport';
import { useTranslation } from 'react-i18next';
import { translateSaid } from '../../../i18n/messages';
import '../english';
import { useQueryClient } from '@tanstack/react-query';
import { PayAtAnyBank } from '../../../components/pay-at-any-bank';

function Action({ row }: { row: StudentTransportRequest }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const action = transportActionFor(row.REQ_STATUS);
  if (action === 'edit') {
    return (
      <Anchor component={Link} to={generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(row.TRANS_ID) })}>
        {t('common.edit')}
      </Anchor>
    );
  }
  if (action === 'challan') {
    return (
      <Button
        size="xs"
        variant="light"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await downloadTransportChallan(row.TRANS_ID);
            // The first print issues the challan: its consumer number now shows beside the request.
            if (!row.CONSUMER_NUMBER) await qc.invalidateQueries({ queryKey: studentTransportKey });
          } catch {
            // the api client has shown the reason
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('requests.downloadChallan')}
      </Button>
    );
  }
  return <Text size="sm">{t('common.notAvailable')}</Text>;
}

/** /student-transport-card-requests: the student's transport requests. */
export function StudentTransportRequestsScreen() {
  const { t } = useTranslation();
  const requests = useMyTransportRequests();
  const rows = requests.isError ? [] : (requests.data ?? []);
  return (
    <>
      <PageTitle>{t('transport.studentRequests')}</PageTitle>
      {requests.isLoading ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Center>
            <Stack align="center">
              <Text fw={600}>{translateSaid(M.common.noRequestFound)}</Text>
              <Button component={Link} to={PATHS.home}>
                {t('requests.home')}
              </Button>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {['transactionId', 'requestType', 'dateOfApply', 'distributionDate', 'venue', 'comment', 'status', 'action'].map((h) => (
                  <Table.Th key={h}>{t(`requests.${h}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.TRANS_ID}>
                  <Table.Td>{r.TRANS_ID}</Table.Td>
                  <Table.Td>{t(`cardType.${r.REQUEST_TYPE}`, { defaultValue: r.REQUEST_TYPE })}</Table.Td>
                  <Table.Td>{r.DATE_OF_APPLY}</Table.Td>
                  <Table.Td>{r.DISTRIBUTION_DATE}</Table.Td>
                  <Table.Td>{r.VENUE}</Table.Td>
                  <Table.Td>{r.COMMENT || '—'}</Table.Td>
                  <Table.Td>
                    <Badge color={transportStatusColour(r.REQ_STATUS)} variant="light" tt="none">
                      {t(`status.${r.STATUS}`, { defaultValue: r.STATUS })}
                    </Badge>
                    <PayAtAnyBank consumerNumber={r.CONSUMER_NUMBER} challanId={r.TRANS_ID} />
                  </Table.Td>
                  <Table.Td>
                    <Action row={r} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </>
  );
}
