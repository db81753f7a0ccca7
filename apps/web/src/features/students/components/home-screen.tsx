import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { CLOSED_CARD_STATUSES, clearanceRowNextStep, requestNextStep, STATUS } from '@portal/domain';
import { formatDateLong, isolate } from '../../../i18n/format';
import { IconAlertTriangle, IconBus, IconCertificate, IconCoin, IconId, IconListCheck, IconListDetails, IconUser } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { PageTitle, SectionTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { useStudentCardRequests } from '../../id-cards/api/student-card-requests';
import { useEftLinkVisible } from '../../endowment/api/use-eft-link-visible';
import { useMyEftApplications } from '../../endowment/api/my-eft-applications';
import { useMyClearance, useMyTransportRequests } from '../api/other-requests';
import { useTranslation } from 'react-i18next';
import { nextStepText, requestStepText } from '../../../i18n/next-step';
import '../english';

interface OpenItem {
  key: string;
  kind: string;
  title: string;
  status: string;
  date: string;
  step: string | null;
  to: string;
  action?: string;
}

const FINISHED = [STATUS.DELIVERED, STATUS.COMPLETE, STATUS.APPROVED, STATUS.REJECTED, STATUS.CANCELLED, STATUS.CLOSED] as number[];

function useOpenItems(): { items: OpenItem[]; loading: boolean } {
  const { t } = useTranslation();
  const cards = useStudentCardRequests();
  const transport = useMyTransportRequests();
  const clearance = useMyClearance();
  const eft = useMyEftApplications();
  const items: OpenItem[] = [];
  for (const r of cards.data ?? []) {
    if (CLOSED_CARD_STATUSES.includes(r.REQ_STATUS)) continue;
    items.push({
      key: `card-${r.TRANS_ID}`,
      kind: t('home.idCard'),
      title: t('home.cardTitle', { type: t(`cardType.${r.REQUEST_TYPE}`, { defaultValue: r.REQUEST_TYPE }), ref: r.TRANS_ID }),
      status: r.STATUS,
      date: formatDateLong(r.DATE_OF_APPLY),
      step: requestStepText(r.NEXT_STEP, 'card', r.REQ_STATUS, { hasChallan: r.HAS_CHALLAN, feePaid: r.FEE_PAID_AT != null, distributionDate: r.DISTRIBUTION_DATE, venue: r.VENUE }),
      to: r.CAN_EDIT ? generatePath(PATHS.updateNewCardRequest, { t_id: String(r.TRANS_ID) }) : PATHS.studentCardRequests,
      action: r.CAN_EDIT ? t('home.fixRequest') : r.HAS_CHALLAN ? t('home.challan') : undefined,
    });
  }
  for (const r of transport.data ?? []) {
    if (FINISHED.includes(r.REQ_STATUS)) continue;
    items.push({
      key: `transport-${r.TRANS_ID}`,
      kind: t('home.transportCard'),
      title: t('home.transportTitle', { ref: r.TRANS_ID }),
      status: r.STATUS,
      date: r.DATE_OF_APPLY,
      step: nextStepText(
        requestNextStep('transport', r.REQ_STATUS, { hasChallan: r.REQ_STATUS === STATUS.FEE_PENDING, distributionDate: r.DISTRIBUTION_DATE, venue: r.VENUE }),
      ),
      to:
        r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR
          ? generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(r.TRANS_ID) })
          : `${PATHS.studentCardRequests}?requestType=Transport`,
      action: r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR ? t('home.fixRequest') : undefined,
    });
  }
  const c = clearance.data;
  if (c && !FINISHED.includes(c.request.REQ_STATUS)) {
    // The tracker's rule (clearance/next-step.ts): the first thing the student has to do, if any.
    const now = new Date();
    const waiting = c.rows
      .map((r) =>
        clearanceRowNextStep({ ...r, DATE: r.DATE ?? null }, { rows: c.rows.map((x) => ({ ...x, DATE: x.DATE ?? null })), challans: c.challans, now }),
      )
      .filter((s) => s.studentActs)
      .map((s) => nextStepText(s));
    const unpaidChallan = c.challans.some((ch) => !ch.PAID);
    items.push({
      key: `clearance-${c.request.T_ID}`,
      kind: t('home.clearance'),
      title: t('home.clearanceTitle', { ref: c.request.CLR_ID }),
      status: c.request.REQ_DEF,
      date: formatDateLong(c.request.APPLY_DATE),
      step: waiting[0] ?? null,
      // The tracker lists each department's next step and its challans with their downloads
      to: PATHS.studentClearanceProgress,
      action: unpaidChallan ? t('home.challan') : t('home.openTracker'),
    });
  }
  for (const a of eft.data ?? []) {
    if (FINISHED.includes(a.REQ_STATUS)) continue;
    items.push({
      key: `eft-${a.ID}`,
      kind: t('home.endowmentFund'),
      title: t('home.eftTitle', { title: a.SCHEDULE_TITLE, ref: a.ID }),
      status: a.STATUS,
      date: formatDateLong(a.APPLIED_AT),
      step: requestStepText(a.NEXT_STEP, 'endowment', a.REQ_STATUS),
      to: `${PATHS.studentCardRequests}?requestType=Endowment`,
      action: a.CAN_UPLOAD ? t('home.uploadDocument') : undefined,
    });
  }
  return { items, loading: cards.isLoading || transport.isLoading || clearance.isLoading || eft.isLoading };
}

function QuickLink({ to, icon, label, hint }: { to: string; icon: ReactNode; label: string; hint: string }) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md" style={{ textDecoration: 'none' }}>
      <Group wrap="nowrap" gap="sm">
        <ThemeIcon size={40} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/**
 * /home: the student's open requests of every kind, what is needed from them next, and quick links.
 * Each part reads its own data, so an answer arriving re-renders only the part that shows it.
 * Below the welcome, everything draws at once when the requests are in: drawn one by one, each answer
 * pushed the parts under it down as it came (layout shift).
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Stack gap="lg">
      <PageTitle>{t('nav.Dashboard')}</PageTitle>
      <Paper withBorder radius="md" p="md">
        <SectionTitle size="h4">
          {t('home.welcome', { name: user?.NM ?? '' })}
        </SectionTitle>
        <Text c="dimmed" size="sm">
          {t('home.rollNo', { rollNo: isolate(user?.ROLNO) })}
        </Text>
      </Paper>
      <RequestsAndLinks />
    </Stack>
  );
}

/** The open requests, then the quick links: a placeholder with nothing under it until the requests are in. */
function RequestsAndLinks() {
  const { items, loading } = useOpenItems();
  if (loading) return <Skeleton height={160} radius="md" data-testid="open-requests-loading" />;
  return (
    <>
      <OpenRequests items={items} />
      <QuickLinks />
    </>
  );
}

/** What the student has to do next (when anything) and their open requests. */
function OpenRequests({ items }: { items: OpenItem[] }) {
  const { t } = useTranslation();
  const needed = items.filter((i) => i.step);
  return (
    <>
      {needed.length ? (
        <Alert color="orange" icon={<IconAlertTriangle />} title={t('home.neededFromYou')}>
          <Stack gap={6}>
            {needed.map((i) => (
              <Group key={i.key} gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {i.kind}:
                </Text>
                <Text size="sm">{i.step}</Text>
                <Anchor component={Link} to={i.to} size="sm">
                  {i.action ?? t('home.open')}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Alert>
      ) : null}

      <Stack gap="xs">
        <SectionTitle size="h5">
          {t('home.openRequests')}
        </SectionTitle>
        {!items.length ? (
          <Text c="dimmed" size="sm">
            {t('home.noOpenRequests')}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {items.map((i) => (
            <Card key={i.key} withBorder radius="md" padding="sm" data-testid="open-request">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {i.kind}
                  </Text>
                  <Text size="sm" fw={600}>
                    {i.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('home.applied', { date: i.date })}
                  </Text>
                </div>
                <StatusBadge status={i.status} />
              </Group>
              <Text size="sm" mt="xs" c={i.step ? 'orange' : 'dimmed'}>
                {i.step ?? t('home.officeWorking')}
              </Text>
              <Group mt="xs">
                <Button component={Link} to={i.to} size="compact-sm" variant="light">
                  {i.action ?? t('common.view')}
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}

/** The quick links; the endowment fund's appears last, once its schedule is read and open. Drawn again only by its own data. */
const QuickLinks = memo(function QuickLinks() {
  const { t } = useTranslation();
  const eftOpen = useEftLinkVisible(useSessionUser());
  return (
    <Stack gap="xs">
      <SectionTitle size="h5">
        {t('home.quickLinks')}
      </SectionTitle>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <QuickLink to={PATHS.studentUniversityCard} icon={<IconId size={22} />} label={t('nav.ID Card')} hint={t('home.applyUniversityCard')} />
        <QuickLink to={PATHS.studentDuplicateCard} icon={<IconId size={22} />} label={t('home.duplicateIdCard')} hint={t('home.lostOrDamaged')} />
        <QuickLink to={PATHS.transportApplyForm} icon={<IconBus size={22} />} label={t('nav.Transport Card')} hint={t('home.applyBus')} />
        <QuickLink
          to={PATHS.studentClearanceForm}
          icon={<IconCertificate size={22} />}
          label={t('nav.Clearance Certificate')}
          hint={t('home.applyWhenLeaving')}
        />
        <QuickLink to={PATHS.studentClearanceProgress} icon={<IconListCheck size={22} />} label={t('nav.Clearance Tracker')} hint={t('home.trackerHint')} />
        <QuickLink to={PATHS.studentCardRequests} icon={<IconListDetails size={22} />} label={t('nav.My Requests')} hint={t('home.myRequestsHint')} />
        <QuickLink to={PATHS.studentProfile} icon={<IconUser size={22} />} label={t('home.myProfile')} hint={t('home.profileHint')} />
        {/* Last: it appears once the schedule is read, and moves no other link when it does. */}
        {eftOpen ? (
          <QuickLink to={PATHS.eftApplyForm} icon={<IconCoin size={22} />} label={t('nav.Endowment Funds')} hint={t('home.applicationsOpen')} />
        ) : null}
      </SimpleGrid>
    </Stack>
  );
});
