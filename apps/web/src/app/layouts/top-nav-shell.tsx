import { AppShell, Badge, Box, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { PageLoader } from '../../components/page-loader';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useLogout } from '../../lib/logout';
import { DrawerNav } from './drawer-nav';
import { HeaderNav } from './header-nav';
import { HEADER_HEIGHT } from './layout-sizes';
import type { NavItem } from './nav-item';

interface Props {
  title: string;
  /** Where clicking the title goes. */
  titleTo: string;
  version?: string;
  items: NavItem[];
  /** Below this breakpoint the links move into a burger drawer. */
  breakpoint: 'sm' | 'md' | 'lg';
}

/** Top navigation bar layout (staff and transport office); a burger drawer on small screens. */
export function TopNavShell({ title, titleTo, version, items, breakpoint }: Props) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(close, [pathname, close]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" wrap="nowrap" gap="md">
          <Burger opened={opened} onClick={toggle} hiddenFrom={breakpoint} size="sm" aria-label={t('common.toggleNavigation')} aria-expanded={opened} />
          <UnstyledButton component={Link} to={titleTo} miw={0} style={{ flex: '0 1 auto' }}>
            <Group gap={8} wrap="nowrap" miw={0}>
              <Text fw={700} size="lg" c="indigo.8" truncate="end" data-testid="portal-title">
                {title}
              </Text>
              {version ? (
                <Badge size="sm" variant="light" color="gray" tt="none" visibleFrom="xs" style={{ flexShrink: 0 }}>
                  v{version}
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
          <Box component="nav" aria-label={t('common.mainNavigation')} visibleFrom={breakpoint} style={{ flex: '1 1 0', minWidth: 0 }}>
            <HeaderNav items={items} pathname={pathname} />
          </Box>
          <Box style={{ flexShrink: 0 }}>
            <NotificationBell />
          </Box>
          <Box visibleFrom="xs" style={{ flexShrink: 0 }}>
            <LanguageSwitch />
          </Box>
          <Button
            visibleFrom={breakpoint}
            size="compact-md"
            variant="outline"
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={logout}
            style={{ flexShrink: 0 }}
          >
            {t('common.logout')}
          </Button>
        </Group>
      </AppShell.Header>

      <DrawerNav opened={opened} onClose={close} title={title} version={version} items={items} pathname={pathname} onLogout={logout} hiddenFrom={breakpoint} />

      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
