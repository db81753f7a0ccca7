import { AppShell, Box, Burger, Button, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBus, IconCertificate, IconCoin, IconHome, IconId, IconListCheck, IconListDetails, IconLogout, IconQrcode, IconRoute } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { PageLoader } from '../../components/page-loader';
import { PATHS } from '../../config/paths';
import { useEftLinkVisible } from '../../features/endowment/api/use-eft-link-visible';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useLogout } from '../../lib/logout';
import { useSessionUser } from '../../lib/session';
import { HEADER_HEIGHT, NAVBAR_WIDTH } from './layout-sizes';
import { isActive } from './nav-item';
import { PortalTitles } from './student-header-shell';
import classes from './student-layout.module.css';
import { studentNavSections, type StudentNavIcon } from './student-nav-items';

/** Mantine's `sm` breakpoint, where the sidebar stops being a drawer. */
const WIDE_ENOUGH_FOR_SIDEBAR = '(min-width: 48em)';

const ICONS: Record<StudentNavIcon, typeof IconHome> = {
  home: IconHome,
  id: IconId,
  certificate: IconCertificate,
  progress: IconListCheck,
  coin: IconCoin,
  list: IconListDetails,
  bus: IconBus,
  route: IconRoute,
  qr: IconQrcode,
};

/** The student portal layout: header (height 70) and sidebar (width 265); burger on phones. */
export function StudentLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(close, [pathname, close]);
  // On phones the closed sidebar is neither shown nor read out (student-layout.module.css): its links are
  // drawn the first time it opens, not with the first screen; on wider screens, at once.
  const wide = useMediaQuery(WIDE_ENOUGH_FOR_SIDEBAR, false, { getInitialValueInEffect: false });
  const [navOpenedOnce, setNavOpenedOnce] = useState(false);
  if (opened && !navOpenedOnce) setNavOpenedOnce(true);
  const drawNav = wide || navOpenedOnce;

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('common.toggleNavigation')} aria-expanded={opened} />
            <UnstyledButton component={Link} to={PATHS.home} miw={0}>
              <PortalTitles titleTestId="portal-title" />
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap" miw={0}>
            {user ? <NotificationBell /> : null}
            {user ? (
              <Box ta="end" visibleFrom="xs" miw={0}>
                <Text size="sm" fw={600} truncate="end">
                  {user.NM}
                </Text>
                <Text size="xs" c="dimmed">
                  <bdi>{user.ROLNO}</bdi>
                </Text>
              </Box>
            ) : null}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t('common.studentNavigation')} component="nav" className={classes.navbar} data-closed={opened ? undefined : true}>
        {drawNav ? (
          <>
            <AppShell.Section grow className={classes.links}>
              <StudentNavSections pathname={pathname} />
            </AppShell.Section>
            <AppShell.Section>
              <LanguageSwitch size="sm" fullWidth />
              <Button mt="xs" fullWidth variant="subtle" component={Link} to={PATHS.changePassword}>
                {t('common.changePassword')}
              </Button>
              <Button mt="xs" fullWidth variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
                {t('common.logout')}
              </Button>
            </AppShell.Section>
          </>
        ) : null}
      </AppShell.Navbar>

      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * The sidebar's links. The endowment link's two calls are read here, so their answers re-render the
 * links and not the whole layout.
 */
function StudentNavSections({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const showEndowment = useEftLinkVisible(useSessionUser());
  return (
    <Stack gap="md">
      {studentNavSections(showEndowment).map((section, i) => (
        <div key={section.heading ?? i}>
          {section.heading ? (
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {t(`nav.${section.heading}`, { defaultValue: section.heading })}
            </Text>
          ) : null}
          {section.links.map((l) => {
            const Icon = ICONS[l.icon];
            return (
              <NavLink
                key={l.to}
                component={Link}
                to={l.to}
                label={t(`nav.${l.label}`, { defaultValue: l.label })}
                leftSection={<Icon size={18} stroke={1.6} />}
                active={isActive(l.to, pathname)}
              />
            );
          })}
        </div>
      ))}
    </Stack>
  );
}
