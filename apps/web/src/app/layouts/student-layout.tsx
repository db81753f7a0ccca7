import { AppShell, Box, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBus, IconCertificate, IconCoin, IconHome, IconId, IconListDetails, IconLogout, IconRoute } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { INSTITUTION_NAME, PORTAL_TITLE } from '@portal/domain';
import { PageLoader } from '../../components/page-loader';
import { PATHS } from '../../config/paths';
import { useEftLinkVisible } from '../../features/endowment/api/use-eft-link-visible';
import { useLogout } from '../../lib/logout';
import { useSessionUser } from '../../lib/session';
import { HEADER_HEIGHT, NAVBAR_WIDTH } from './layout-sizes';
import { isActive } from './nav-item';
import classes from './student-layout.module.css';
import { studentNavSections, type StudentNavIcon } from './student-nav-items';

const ICONS: Record<StudentNavIcon, typeof IconHome> = {
  home: IconHome,
  id: IconId,
  certificate: IconCertificate,
  coin: IconCoin,
  list: IconListDetails,
  bus: IconBus,
  route: IconRoute,
};

/** The student portal layout: header (height 70) and sidebar (width 265); burger on phones. */
export function StudentLayout() {
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  const showEndowment = useEftLinkVisible(user);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(close, [pathname, close]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" aria-expanded={opened} />
            <UnstyledButton component={Link} to={PATHS.home} miw={0}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase" truncate="end">
                {INSTITUTION_NAME}
              </Text>
              <Text fw={700} size="lg" c="indigo.8" truncate="end" data-testid="portal-title">
                {PORTAL_TITLE}
              </Text>
            </UnstyledButton>
          </Group>
          {user ? (
            <Box ta="right" visibleFrom="xs" miw={0}>
              <Text size="sm" fw={600} truncate="end">
                {user.NM}
              </Text>
              <Text size="xs" c="dimmed">
                {user.ROLNO}
              </Text>
            </Box>
          ) : null}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Student" component="nav" className={classes.navbar} data-closed={opened ? undefined : true}>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap="md">
            {studentNavSections(showEndowment).map((section, i) => (
              <div key={section.heading ?? i}>
                {section.heading ? (
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                    {section.heading}
                  </Text>
                ) : null}
                {section.links.map((l) => {
                  const Icon = ICONS[l.icon];
                  return (
                    <NavLink
                      key={l.to}
                      component={Link}
                      to={l.to}
                      label={l.label}
                      leftSection={<Icon size={18} stroke={1.6} />}
                      active={isActive(l.to, pathname)}
                    />
                  );
                })}
              </div>
            ))}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <Button fullWidth variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
            Logout
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
