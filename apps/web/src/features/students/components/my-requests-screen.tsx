import { Badge, Paper, Stack, Tabs } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useStudentCardRequests } from '../../id-cards/api/student-card-requests';
import { useMyEftApplications } from '../../endowment/api/my-eft-applications';
import { useMyClearance, useMyTransportRequests } from '../api/other-requests';
import { CardsSection } from './my-requests-cards';
import { ClearanceSection } from './my-requests-clearance';
import { EndowmentSection } from './my-requests-endowment';
import { TransportSection } from './my-requests-transport';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['cards', 'transport', 'clearance', 'endowment'] as const;
type Section = (typeof SECTIONS)[number];
/** What each section's tab shows. */
const PANELS: Record<Section, ComponentType> = { cards: CardsSection, transport: TransportSection, clearance: ClearanceSection, endowment: EndowmentSection };

/** `?requestType=Clearance` (or the navigation state `{ requestType: 'Clearance' }`) opens that section first. */
function initialSection(params: URLSearchParams, state: unknown): Section {
  const raw = (params.get('requestType') ?? params.get('type') ?? (state as { requestType?: string } | null)?.requestType ?? '').toLowerCase();
  if (raw.startsWith('clear')) return 'clearance';
  if (raw.startsWith('trans')) return 'transport';
  if (raw.startsWith('endow') || raw === 'eft') return 'endowment';
  return 'cards';
}

export function MyRequestsScreen() {
  const { t } = useTranslation();
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
  const labels: Record<Section, string> = {
    cards: t('requests.idCards'),
    transport: t('requests.transport'),
    clearance: t('requests.clearance'),
    endowment: t('requests.endowmentFund'),
  };
  return (
    <Stack gap="md">
      <PageTitle>{t('nav.My Requests')}</PageTitle>
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
          {SECTIONS.map((s) => {
            const Panel = PANELS[s];
            return (
              <Tabs.Panel key={s} value={s} pt="md">
                <Panel />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Paper>
    </Stack>
  );
}
