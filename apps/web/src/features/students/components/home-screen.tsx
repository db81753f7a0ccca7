import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CLOSED_CARD_STATUSES, formatDateLong, nextStepFor, STATUS } from '@portal/domain';
import { IconAlertTriangle, IconBus, IconCertificate, IconCoin, IconId, IconListDetails, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { useSessionUser } from '../../../lib/session';
import { useStudentCardRequests } from '../api/card-requests';
import { useEftAvailable } from '../api/eft-availability';
import { useMyEftApplications } from '../api/my-eft-applications';
import { useMyClearance, useMyTransportRequests } from '../api/other-requests';

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
  const cards = useStudentCardRequests();
  const transport = useMyTransportRequests();
  const clearance = useMyClearance();
  const eft = useMyEftApplications();
  const items: OpenItem[] = [];
  for (const r of cards.data ?? []) {
    if (CLOSED_CARD_STATUSES.includes(r.REQ_STATUS)) continue;
    items.push({
      key: `card-${r.TRANS_ID}`,
      kind: 'ID Card',
      title: `${r.REQUEST_TYPE} card · Ref ${r.TRANS_ID}`,
      status: r.STATUS,
      date: formatDateLong(r.DATE_OF_APPLY),
      step: r.NEXT_STEP,
      to: r.CAN_EDIT ? generatePath(PATHS.updateNewCardRequest, { t_id: String(r.TRANS_ID) }) : PATHS.studentCardRequests,
      action: r.CAN_EDIT ? 'Fix request' : r.HAS_CHALLAN ? 'Challan' : undefined,
    });
  }
  for (const r of transport.data ?? []) {
    if (FINISHED.includes(r.REQ_STATUS)) continue;
    items.push({
      key: `transport-${r.TRANS_ID}`,
      kind: 'Transport Card',
      title: `Transport card · Ref ${r.TRANS_ID}`,
      status: r.STATUS,
      date: r.DATE_OF_APPLY,
      step: nextStepFor('transport', r.REQ_STATUS, { hasChallan: r.REQ_STATUS === STATUS.FEE_PENDING }),
      to:
        r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR
          ? generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(r.TRANS_ID) })
          : `${PATHS.studentCardRequests}?requestType=Transport`,
      action: r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR ? 'Fix request' : undefined,
    });
  }
  const c = clearance.data;
  if (c && !FINISHED.includes(c.request.REQ_STATUS)) {
    const waiting = c.rows.map((r) => nextStepFor('clearance', r.REQ_ID)).filter(Boolean);
    const unpaidChallan = c.challans.some((ch) => !ch.PAID);
    if (unpaidChallan) waiting.unshift('Pay your unpaid clearance challan at the bank');
    items.push({
      key: `clearance-${c.request.T_ID}`,
      kind: 'Clearance',
      title: `Clearance certificate · Ref ${c.request.CLR_ID}`,
      status: c.request.REQ_DEF,
      date: formatDateLong(c.request.APPLY_DATE),
      step: waiting[0] ?? null,
      // My Requests lists the challans with their Download Challan buttons
      to: `${PATHS.studentCardRequests}?requestType=Clearance`,
      action: unpaidChallan ? 'Challan' : undefined,
    });
  }
  for (const a of eft.data ?? []) {
    if (FINISHED.includes(a.REQ_STATUS)) continue;
    items.push({
      key: `eft-${a.ID}`,
      kind: 'Endowment Fund',
      title: `${a.SCHEDULE_TITLE} · Ref ${a.ID}`,
      status: a.STATUS,
      date: formatDateLong(a.APPLIED_AT),
      step: a.NEXT_STEP,
      to: `${PATHS.studentCardRequests}?requestType=Endowment`,
      action: a.CAN_UPLOAD ? 'Upload document' : undefined,
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

/** /home: the student's open requests of every kind, what is needed from them next, and quick links. */
export function HomeScreen() {
  const user = useSessionUser();
  const { items, loading } = useOpenItems();
  const eftOpen = useEftAvailable(user);
  const needed = items.filter((i) => i.step);
  return (
    <Stack gap="lg">
      <PageTitle>Dashboard</PageTitle>
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4">
          Welcome, {user?.NM}
        </Title>
        <Text c="dimmed" size="sm">
          Roll No {user?.ROLNO}
        </Text>
      </Paper>

      {needed.length ? (
        <Alert color="orange" icon={<IconAlertTriangle />} title="Needed from you">
          <Stack gap={6}>
            {needed.map((i) => (
              <Group key={i.key} gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {i.kind}:
                </Text>
                <Text size="sm">{i.step}</Text>
                <Anchor component={Link} to={i.to} size="sm">
                  {i.action ?? 'Open'}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Alert>
      ) : null}

      <Stack gap="xs">
        <Title order={3} size="h5">
          Open requests
        </Title>
        {!loading && !items.length ? (
          <Text c="dimmed" size="sm">
            You have no open requests.
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
                    Applied {i.date}
                  </Text>
                </div>
                <StatusBadge status={i.status} />
              </Group>
              <Text size="sm" mt="xs" c={i.step ? 'orange.8' : 'dimmed'}>
                {i.step ?? 'The office is working on it.'}
              </Text>
              <Group mt="xs">
                <Button component={Link} to={i.to} size="compact-sm" variant="light">
                  {i.action ?? 'View'}
                </Button>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Quick links
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <QuickLink to={PATHS.studentUniversityCard} icon={<IconId size={22} />} label="ID Card" hint="Apply for your university card" />
          <QuickLink to={PATHS.studentDuplicateCard} icon={<IconId size={22} />} label="Duplicate ID Card" hint="Lost or damaged card" />
          <QuickLink to={PATHS.transportApplyForm} icon={<IconBus size={22} />} label="Transport Card" hint="Apply for the university bus" />
          <QuickLink to={PATHS.studentClearanceForm} icon={<IconCertificate size={22} />} label="Clearance Certificate" hint="Apply when leaving" />
          {eftOpen ? <QuickLink to={PATHS.eftApplyForm} icon={<IconCoin size={22} />} label="Endowment Funds" hint="Applications are open" /> : null}
          <QuickLink to={PATHS.studentCardRequests} icon={<IconListDetails size={22} />} label="My Requests" hint="Every request and its status" />
          <QuickLink to={PATHS.studentProfile} icon={<IconUser size={22} />} label="My Profile" hint="Your details and photo" />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
