import { Anchor, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { clearanceRowNextStep, formatRupees } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChallanPaidBadge, ChallanTableHead, NoChallan } from '../../../components/challan-table';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { downloadClearanceChallan, type StudentClearanceChallan, useMyClearance } from '../api/other-requests';
import { Empty, RequestTable } from './my-requests-parts';
import { formatDateLong } from '../../../i18n/format';
import { nextStepText } from '../../../i18n/next-step';
import { headName, officeName } from '../../../i18n/names';
import { PayAtAnyBank } from '../../../components/pay-at-any-bank';

function ClearanceChallans({ challans }: { challans: StudentClearanceChallan[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {t('requests.challans')}
      </Text>
      {challans.length === 0 ? (
        <NoChallan />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label={t('requests.clearanceChallans')}>
            <ChallanTableHead />
            <Table.Tbody>
              {challans.map((ch) => (
                <Table.Tr key={ch.CHALLAN_ID} data-testid={`clearance-challan-${ch.CHALLAN_ID}`}>
                  <Table.Td>{ch.CHALLAN_ID}</Table.Td>
                  <Table.Td>{officeName(ch.D_NM, ch.D_ID)}</Table.Td>
                  <Table.Td>
                    {headName(ch.DES, ch.CHALLAN_TYPE)}
                    <PayAtAnyBank consumerNumber={ch.CONSUMER_NUMBER} challanId={ch.CHALLAN_ID} />
                  </Table.Td>
                  <Table.Td>{formatRupees(ch.BAL)}</Table.Td>
                  <Table.Td>{formatDateLong(ch.DUE_DT)}</Table.Td>
                  <Table.Td>
                    <ChallanPaidBadge paid={ch.PAID} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={busy === ch.CHALLAN_ID}
                      leftSection={<IconDownload size={14} />}
                      aria-label={t('requests.downloadChallanNo', { id: ch.CHALLAN_ID })}
                      onClick={() => {
                        setBusy(ch.CHALLAN_ID);
                        downloadClearanceChallan(ch.CHALLAN_ID)
                          .catch(() => undefined) // the api client showed the message
                          .finally(() => setBusy(null));
                      }}
                    >
                      {t('requests.downloadChallan')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function ClearanceSection() {
  const { t } = useTranslation();
  const q = useMyClearance();
  const c = q.data;
  if (!c) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  const now = new Date();
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={PATHS.studentClearanceProgress} size="sm">
        {t('requests.openTracker')}
      </Anchor>
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          <Trans i18nKey="requests.referenceNoValue" values={{ ref: c.request.CLR_ID }} components={{ b: <b /> }} />
        </Text>
        <Text size="sm">{t('requests.appliedOn', { date: formatDateLong(c.request.APPLY_DATE) })}</Text>
        <StatusBadge status={c.request.REQ_DEF} />
        {c.request.ROWS_TOTAL ? (
          <Badge variant="outline" color="gray">
            {t('requests.approvedOf', { approved: c.request.ROWS_APPROVED ?? 0, total: c.request.ROWS_TOTAL })}
          </Badge>
        ) : null}
      </Group>
      <RequestTable head={['department', 'status', 'venue', 'comment', 'lastUpdated', 'nextStep']}>
        {c.rows.map((r) => (
          <Table.Tr key={r.D_ID}>
            <Table.Td>{officeName(r.D_NM, r.D_ID)}</Table.Td>
            <Table.Td>
              <StatusBadge status={r.REQ_DEF} />
            </Table.Td>
            <Table.Td>{r.VENUE || '—'}</Table.Td>
            <Table.Td>{r.COMMENT || '—'}</Table.Td>
            <Table.Td>{r.DATE ? formatDateLong(r.DATE) : '—'}</Table.Td>
            <Table.Td>
              {nextStepText(
                clearanceRowNextStep({ ...r, DATE: r.DATE ?? null }, { rows: c.rows.map((x) => ({ ...x, DATE: x.DATE ?? null })), challans: c.challans, now }),
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </RequestTable>
      <ClearanceChallans challans={c.challans} />
    </Stack>
  );
}
