import { Alert, Badge, Center, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { CLEARANCE_MSG, formatDate, formatRupees } from '@portal/domain';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { translateMessage } from '../../../i18n/messages';
import { documentKind, headName, officeName } from '../../../i18n/names';
import { useVerifyDocument } from '../api/verify';
import { Trans, useTranslation } from 'react-i18next';
import '../english';

/** /verify/{code} (public): whether a clearance form/certificate or bank challan is genuine, and its state. */
export function VerifyDocumentScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const q = useVerifyDocument(code);
  // A challan its office cancelled is genuine but void: say when and by whom, never "may be forged".
  const cancelled = q.data?.cancelled
    ? (() => {
        const args = [formatDate(q.data.CANCELLED_AT), q.data.CANCELLED_BY ?? ''];
        return translateMessage(CLEARANCE_MSG.challanCancelled(args[0]!, args[1]!), 'clearance.challanCancelled', args);
      })()
    : null;
  return (
    <Stack maw={760} mx="auto" p="md">
      <PageTitle>Document Verification</PageTitle>
      {q.isLoading ? (
        <Center h={160}>
          <Loader />
        </Center>
      ) : q.isError ? (
        <Alert color="red">{t('verify.unreachable')}</Alert>
      ) : !q.data ? (
        <Alert color="red" icon={<IconCircleX />} title={t('verify.notGenuine')}>
          <Trans i18nKey="verify.noDocument" values={{ code }} components={{ b: <b /> }} />
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="lg">
          <Alert
            color={cancelled ? 'orange' : 'green'}
            icon={cancelled ? <IconCircleX /> : <IconCircleCheck />}
            title={cancelled ? t('verify.cancelledChallan') : t('verify.genuine')}
            mb="md"
          >
            {t('verify.issued', { kind: documentKind(q.data.kind).toLowerCase() })}
            {cancelled && (
              <Text size="sm" mt={4} fw={600}>
                {cancelled}
              </Text>
            )}
          </Alert>
          <SectionTitle>{documentKind(q.data.kind)}</SectionTitle>
          <Text size="sm" c="dimmed" mb="sm">
            {t('verify.referenceCode', { reference: q.data.reference, code: code.toUpperCase() })}
          </Text>
          <Table withTableBorder fz="sm" aria-label={t('verify.details')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={200}>{t('verify.student')}</Table.Th>
                <Table.Td>{q.data.STD_NAME}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('verify.rollNo')}</Table.Th>
                <Table.Td>{q.data.STD_ROLLNO}</Table.Td>
              </Table.Tr>
              {q.data.PRINTTITLE && (
                <Table.Tr>
                  <Table.Th>{t('verify.programme')}</Table.Th>
                  <Table.Td>{q.data.PRINTTITLE}</Table.Td>
                </Table.Tr>
              )}
              {q.data.DES && (
                <Table.Tr>
                  <Table.Th>{t('verify.challan')}</Table.Th>
                  <Table.Td>
                    {t('verify.challanLine', {
                      description: headName(q.data.DES),
                      amount: formatRupees(q.data.BAL ?? 0),
                      date: formatDate(q.data.DUE_DT),
                      department: officeName(q.data.D_NM),
                    })}
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t('verify.currentState')}</Table.Th>
                <Table.Td>
                  {q.data.rows ? (
                    // A clearance form: its status name in its status colour (StatusBadge).
                    <StatusBadge status={q.data.status} />
                  ) : (
                    <Badge color={q.data.approved ? 'green' : 'red'} variant="light">
                      {t(`status.${q.data.status}`, { defaultValue: q.data.status })}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {q.data.rows && (
            <Table withTableBorder striped fz="sm" mt="md" aria-label={t('verify.departments')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('requests.department')}</Table.Th>
                  <Table.Th>{t('requests.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.rows.map((r) => (
                  <Table.Tr key={r.D_NM}>
                    <Table.Td>{officeName(r.D_NM)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.REQ_DEF} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
    </Stack>
  );
}
