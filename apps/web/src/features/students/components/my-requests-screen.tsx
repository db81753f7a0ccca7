import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Tabs, Text } from '@mantine/core';
import { formatDateLong, formatRupees, MSG, nextStepFor, STATUS, transportStatusColour } from '@portal/domain';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { generatePath, Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StatusBadge } from '../../../components/status-badge';
import { PATHS } from '../../../config/paths';
import { api } from '../../../lib/api';
import { downloadCardChallan, useStudentCardRequests } from '../api/card-requests';
import { useMyEftApplications } from '../api/my-eft-applications';
import { downloadClearanceChallan, type StudentClearanceChallan, useMyClearance, useMyTransportRequests } from '../api/other-requests';
import { EftDocumentButton } from './eft-document-button';

const SECTIONS = ['cards', 'transport', 'clearance', 'endowment'] as const;
type Section = (typeof SECTIONS)[number];

/** `?requestType=Clearance` (or the navigation state `{ requestType: 'Clearance' }`) opens that section first. */
function initialSection(params: URLSearchParams, state: unknown): Section {
  const raw = (params.get('requestType') ?? params.get('type') ?? (state as { requestType?: string } | null)?.requestType ?? '').toLowerCase();
  if (raw.startsWith('clear')) return 'clearance';
  if (raw.startsWith('trans')) return 'transport';
  if (raw.startsWith('endow') || raw === 'eft') return 'endowment';
  return 'cards';
}

function Empty() {
  return (
    <Stack align="center" py="xl" gap="xs">
      <Text c="dimmed">{MSG.noRequestFound}</Text>
      <Button component={Link} to={PATHS.home} size="xs" variant="light">
        Home
      </Button>
    </Stack>
  );
}

function RequestTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CardsSection() {
  const q = useStudentCardRequests();
  const [busy, setBusy] = useState<number | null>(null);
  if (!q.data?.length) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <RequestTable head={['Reference No', 'Request Type', 'Date Of Apply', 'Distribution Date', 'Venue', 'Comment', 'Status', 'Action']}>
      {q.data.map((r) => (
        <Table.Tr key={r.TRANS_ID} data-testid={`card-request-${r.TRANS_ID}`}>
          <Table.Td>{r.TRANS_ID}</Table.Td>
          <Table.Td>{r.REQUEST_TYPE}</Table.Td>
          <Table.Td>{formatDateLong(r.DATE_OF_APPLY)}</Table.Td>
          <Table.Td>{r.DISTRIBUTION_DATE ? formatDateLong(r.DISTRIBUTION_DATE) : 'N/A'}</Table.Td>
          <Table.Td>{r.VENUE}</Table.Td>
          <Table.Td>{r.COMMENT || '—'}</Table.Td>
          <Table.Td>
            <StatusBadge status={r.STATUS} />
            {r.NEXT_STEP ? (
              <Text size="xs" c="dimmed" mt={4}>
                {r.NEXT_STEP}
              </Text>
            ) : null}
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
                  Edit
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
                  Challan
                </Button>
              ) : null}
              {!r.CAN_EDIT && !r.HAS_CHALLAN ? <Text size="sm">N/A</Text> : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </RequestTable>
  );
}

function TransportSection() {
  const q = useMyTransportRequests();
  if (!q.data?.length) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <RequestTable head={['Transaction Id', 'Request Type', 'Date Of Apply', 'Distribution Date', 'Venue', 'Comment', 'Status', 'Action']}>
      {q.data.map((r) => (
        <Table.Tr key={r.TRANS_ID}>
          <Table.Td>{r.TRANS_ID}</Table.Td>
          <Table.Td>{r.REQUEST_TYPE}</Table.Td>
          <Table.Td>{r.DATE_OF_APPLY}</Table.Td>
          <Table.Td>{r.DISTRIBUTION_DATE || 'N/A'}</Table.Td>
          <Table.Td>{r.VENUE}</Table.Td>
          <Table.Td>{r.COMMENT || '—'}</Table.Td>
          <Table.Td>
            {/* the student's transport view has its own colours (001 §4) */}
            <Badge color={transportStatusColour(r.REQ_STATUS)} variant="light" radius="sm" tt="none" style={{ minWidth: 'max-content' }}>
              {r.STATUS}
            </Badge>
          </Table.Td>
          <Table.Td>
            {r.REQ_STATUS === STATUS.IMAGE_NOT_CLEAR ? (
              <Anchor component={Link} to={generatePath(PATHS.updateTransportRequest, { TRANS_ID: String(r.TRANS_ID) })} size="sm">
                Edit
              </Anchor>
            ) : r.REQ_STATUS === STATUS.FEE_PENDING ? (
              <Anchor component="button" size="sm" onClick={() => void api.download(`/api/student/transport-requests/${r.TRANS_ID}/challan`)}>
                Download Challan
              </Anchor>
            ) : (
              'N/A'
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </RequestTable>
  );
}

/** The clearance challans of the student: each with its bank challan (three copies) to download and pay. */
function ClearanceChallans({ challans }: { challans: StudentClearanceChallan[] }) {
  const [busy, setBusy] = useState<number | null>(null);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Challans
      </Text>
      {challans.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.noChallan}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label="Clearance challans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Challan No</Table.Th>
                <Table.Th>Department</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Due Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {challans.map((ch) => (
                <Table.Tr key={ch.CHALLAN_ID} data-testid={`clearance-challan-${ch.CHALLAN_ID}`}>
                  <Table.Td>{ch.CHALLAN_ID}</Table.Td>
                  <Table.Td>{ch.D_NM}</Table.Td>
                  <Table.Td>{ch.DES}</Table.Td>
                  <Table.Td>{formatRupees(ch.BAL)}</Table.Td>
                  <Table.Td>{formatDateLong(ch.DUE_DT)}</Table.Td>
                  <Table.Td>
                    <Badge color={ch.PAID ? 'green' : 'red'} variant="light">
                      {ch.PAID ? 'Paid' : 'Unpaid'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="light"
                      loading={busy === ch.CHALLAN_ID}
                      leftSection={<IconDownload size={14} />}
                      aria-label={`Download Challan ${ch.CHALLAN_ID}`}
                      onClick={() => {
                        setBusy(ch.CHALLAN_ID);
                        downloadClearanceChallan(ch.CHALLAN_ID)
                          .catch(() => undefined) // the api client showed the message
                          .finally(() => setBusy(null));
                      }}
                    >
                      Download Challan
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

function ClearanceSection() {
  const q = useMyClearance();
  const c = q.data;
  if (!c) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          Reference No: <b>{c.request.CLR_ID}</b>
        </Text>
        <Text size="sm">Applied: {formatDateLong(c.request.APPLY_DATE)}</Text>
        <StatusBadge status={c.request.REQ_DEF} />
        {c.request.ROWS_TOTAL ? (
          <Badge variant="outline" color="gray">
            {c.request.ROWS_APPROVED ?? 0} of {c.request.ROWS_TOTAL} approved
          </Badge>
        ) : null}
      </Group>
      <RequestTable head={['Department', 'Status', 'Venue', 'Comment', 'Last Updated', 'Needed from you']}>
        {c.rows.map((r) => (
          <Table.Tr key={r.D_ID}>
            <Table.Td>{r.D_NM}</Table.Td>
            <Table.Td>
              <StatusBadge status={r.REQ_DEF} />
            </Table.Td>
            <Table.Td>{r.VENUE || '—'}</Table.Td>
            <Table.Td>{r.COMMENT || '—'}</Table.Td>
            <Table.Td>{r.DATE ? formatDateLong(r.DATE) : '—'}</Table.Td>
            <Table.Td>{nextStepFor('clearance', r.REQ_ID) ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </RequestTable>
      <ClearanceChallans challans={c.challans} />
    </Stack>
  );
}

function EndowmentSection() {
  const q = useMyEftApplications();
  if (!q.data?.length) return q.isLoading ? <Loader size="sm" m="md" /> : <Empty />;
  return (
    <RequestTable head={['Reference No', 'Schedule', 'Date Of Apply', 'Comment', 'Status', 'Action']}>
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
                {r.NEXT_STEP}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{r.CAN_UPLOAD ? <EftDocumentButton id={r.ID} /> : 'N/A'}</Table.Td>
        </Table.Tr>
      ))}
    </RequestTable>
  );
}

/** /student-uni-card-requests (My Requests): the student's card, transport, clearance and endowment requests. */
export function MyRequestsScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const [tab, setTab] = useState<Section>(() => initialSection(params, location.state));
  const cards = useStudentCardRequests();
  const transport = useMyTransportRequests();
  const clearance = useMyClearance();
  const eft = useMyEftApplications();
  const counts: Record<Section, number> = {
    cards: cards.data?.length ?? 0,
    transport: transport.data?.length ?? 0,
    clearance: clearance.data ? 1 : 0,
    endowment: eft.data?.length ?? 0,
  };
  const labels: Record<Section, string> = { cards: 'ID Cards', transport: 'Transport', clearance: 'Clearance', endowment: 'Endowment Fund' };
  return (
    <Stack gap="md">
      <PageTitle>My Requests</PageTitle>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Tabs value={tab} onChange={(v) => v && setTab(v as Section)} keepMounted={false}>
          <Tabs.List>
            {SECTIONS.map((s) => (
              <Tabs.Tab
                key={s}
                value={s}
                rightSection={
                  counts[s] ? (
                    <Badge size="xs" variant="light" circle>
                      {counts[s]}
                    </Badge>
                  ) : null
                }
              >
                {labels[s]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="cards" pt="md">
            <CardsSection />
          </Tabs.Panel>
          <Tabs.Panel value="transport" pt="md">
            <TransportSection />
          </Tabs.Panel>
          <Tabs.Panel value="clearance" pt="md">
            <ClearanceSection />
          </Tabs.Panel>
          <Tabs.Panel value="endowment" pt="md">
            <EndowmentSection />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
