import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { clearanceApplyRefusal, formatDate, formatRupees, M } from '@portal/domain';
import { IconAlertCircle, IconArrowRight, IconCircleCheck, IconDownload, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CannotApply } from '../../../components/cannot-apply';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import {
  type ClearanceProgress,
  downloadClearanceDocument,
  downloadProgressChallan,
  type ProgressChallan,
  type ProgressDepartment,
  useClearanceProgress,
} from '../api/clearance-progress';
import { formatDateLong, formatNumber } from '../../../i18n/format';
import { translateSaid } from '../../../i18n/messages';
import { nextStepText, overallText } from '../../../i18n/next-step';
import { headName, officeName } from '../../../i18n/names';
import '../english';
import { PayAtAnyBank } from '../../../components/pay-at-any-bank';

/** /student-clearance-progress: where the student's clearance stands and what to do next. */
export function StudentClearanceTrackerScreen() {
  const { t } = useTranslation();
  const q = useClearanceProgress();
  const user = useSessionUser();
  const refusal = user ? clearanceApplyRefusal(user) : null;
  if (q.isLoading) return <PageLoader />;
  if (q.isError) {
    return (
      <>
        <PageTitle>{t('nav.Clearance Tracker')}</PageTitle>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {translateSaid(M.common.somethingWrongTryAgain)}
        </Alert>
      </>
    );
  }
  const p = q.data;
  if (!p && refusal) {
    // No Apply button a student cannot use: why not yet, on the page.
    return (
      <>
        <PageTitle>{t('nav.Clearance Tracker')}</PageTitle>
        <CannotApply reason={refusal} link={{ to: PATHS.home, label: t('nav.Dashboard') }}>
          <Text size="sm">{translateSaid(M.common.noClearanceApplication)}</Text>
        </CannotApply>
      </>
    );
  }
  if (!p) {
    return (
      <>
        <PageTitle>{t('nav.Clearance Tracker')}</PageTitle>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{translateSaid(M.common.noClearanceApplication)}</Text>
            <Button component={Link} to={PATHS.studentClearanceForm}>
              {t('tracker.applyForClearance')}
            </Button>
          </Stack>
        </Paper>
      </>
    );
  }
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.Clearance Tracker')}</PageTitle>
      <Summary p={p} />
      <Stack component="ol" gap="sm" aria-label={t('tracker.departments')} p={0} m={0} style={{ listStyle: 'none' }}>
        {p.departments.map((d) => (
          <li key={d.D_ID}>
            <DepartmentCard d={d} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function Summary({ p }: { p: ClearanceProgress }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const percent = p.total ? Math.round((p.cleared / p.total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracker-summary">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SectionTitle size="h4" id="tracker-summary">
            {t('tracker.clearedOf', { cleared: formatNumber(p.cleared), total: formatNumber(p.total) })}
          </SectionTitle>
          <Group gap="xs">
            <Text size="sm">
              <Trans i18nKey="tracker.referenceNo" values={{ ref: p.CLR_ID }} components={{ b: <b /> }} />
            </Text>
            <StatusBadge status={p.REQ_DEF} />
          </Group>
        </Group>
        <Progress
          value={percent}
          size="lg"
          radius="sm"
          color={p.certificateReady ? 'green' : 'indigo'}
          aria-label={t('tracker.clearedOf', { cleared: p.cleared, total: p.total })}
        />
        <Text size="sm" data-testid="tracker-overall">
          {overallText(p.overall)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('tracker.appliedOn', { date: formatDateLong(p.APPLY_DATE) })}
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            variant={p.certificateReady ? 'filled' : 'light'}
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            onClick={() => {
              setBusy(true);
              downloadClearanceDocument(p.T_ID)
                .catch(() => undefined) // the api client showed the message
                .finally(() => setBusy(false));
            }}
          >
            {p.certificateReady ? t('tracker.downloadCertificate') : t('tracker.downloadForm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const STEP_ICON = { cleared: IconCircleCheck, student: IconArrowRight, office: IconHourglass };

function DepartmentCard({ d }: { d: ProgressDepartment }) {
  const { t } = useTranslation();
  const headingId = `tracker-dept-${d.D_ID}`;
  const kind = d.nextStep.code === 'cleared' ? 'cleared' : d.nextStep.studentActs ? 'student' : 'office';
  const Icon = STEP_ICON[kind];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId} data-testid={`tracker-row-${d.D_ID}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SectionTitle size="h5" id={headingId}>
            {officeName(d.D_NM, d.D_ID)}
          </SectionTitle>
          <StatusBadge status={d.REQ_DEF} />
        </Group>
        <Text size="sm" c="dimmed">
          {d.ACTED_BY ? t('tracker.updatedBy', { name: d.ACTED_BY, date: formatDate(d.DATE) }) : t('tracker.receivedOn', { date: formatDate(d.DATE) })}
        </Text>
        {d.COMMENT ? (
          <Text size="sm">
            <Trans i18nKey="tracker.comment" values={{ comment: d.COMMENT }} components={{ b: <b /> }} />
          </Text>
        ) : null}
        {d.VENUE ? (
          <Text size="sm">
            <Trans i18nKey="tracker.venue" values={{ venue: d.VENUE }} components={{ b: <b /> }} />
          </Text>
        ) : null}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Icon size={18} aria-hidden className={kind === 'student' ? 'mirror-in-rtl' : undefined} style={{ flexShrink: 0, marginTop: 2 }} color={kind === 'student' ? 'var(--mantine-color-orange-8)' : undefined} />
          <Text size="sm" fw={kind === 'student' ? 700 : 500} data-testid="next-step">
            <VisuallyHidden>{t('tracker.nextStep')}</VisuallyHidden>
            {nextStepText(d.nextStep)}
          </Text>
        </Group>
        {d.challans.length ? <Challans challans={d.challans} /> : null}
      </Stack>
    </Paper>
  );
}

function Challans({ challans }: { challans: ProgressChallan[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <Stack gap={4} mt={4}>
      {challans.map((c) => (
        <div key={c.CHALLAN_ID} data-testid={`tracker-challan-${c.CHALLAN_ID}`}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              {t('tracker.challanLine', { id: c.CHALLAN_ID, description: headName(c.DES), amount: formatRupees(c.BAL), date: formatDate(c.DUE_DT) })}
            </Text>
            <Badge color={c.PAID ? 'green' : 'red'} variant="light" radius="sm" tt="none">
              {c.PAID ? t('status.Paid') : t('status.Unpaid')}
            </Badge>
            {c.PAID ? null : (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setBusy(c.CHALLAN_ID);
                  downloadProgressChallan(c.CHALLAN_ID)
                    .catch(() => undefined)
                    .finally(() => setBusy(null));
                }}
                disabled={busy === c.CHALLAN_ID}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <IconDownload size={14} aria-hidden />
                  {t('tracker.downloadChallan', { id: c.CHALLAN_ID })}
                </Group>
              </Anchor>
            )}
          </Group>
          <PayAtAnyBank consumerNumber={c.CONSUMER_NUMBER} challanId={c.CHALLAN_ID} />
        </div>
      ))}
    </Stack>
  );
}
