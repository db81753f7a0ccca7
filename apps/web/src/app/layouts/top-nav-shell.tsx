import { Badge, Box, Burger, Button, em, Group, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { type CSSProperties, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { lazyDialog } from '../../components/lazy-dialog';
import { PageLoader } from '../../components/page-loader';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ShownPageTitle, useRememberHeaderTitle } from '../../first-paint/use-shown-titles';
import { RemoveScroll } from '../../lib/app-shell-remove-scroll';
import { useLogout } from '../../lib/logout';
import { HeaderNav } from './header-nav';
import { HEADER_HEIGHT } from './layout-sizes';
import type { NavItem } from './nav-item';
import classes from './top-nav-shell.module.css';

/** The burger's drawer loads the first time it opens: most visits, on wide screens, never open it. */
const DrawerNav = lazyDialog(
  () => import('./drawer-nav').then((m) => m.DrawerNav),
  (p) => p.opened,
);

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
  // The row of links exists only where it shows: on a phone it would measure its links for nothing (a long task).
  const wide = useMediaQuery(`(min-width: ${em(useMantineTheme().breakpoints[breakpoint])})`, undefined, { getInitialValueInEffect: false });
  // The page's first paint draws it again before the code (src/first-paint, .top-nav-first-header copies this header).
  useRememberHeaderTitle(title);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(close, [pathname, close]);

  return (
    // A fixed header and the page below it: Mantine's AppShell with a header only did the same with far more code.
    <div style={{ '--top-nav-height': `${HEADER_HEIGHT / 16}rem` } as CSSProperties}>
      {/* Keeps its place while a dialog locks the page's scrolling, as AppShell's header did. */}
      <Box component="header" className={`${classes.header} ${RemoveScroll.classNames.zeroRight}`}>
        <Group h="100%" px="md" wrap="nowrap" gap="md">
          <Burger opened={opened} onClick={toggle} hiddenFrom={breakpoint} size="sm" aria-label={t('common.toggleNavigation')} aria-expanded={opened} />
          <UnstyledButton component={Link} to={titleTo} miw={0} style={{ flex: '0 1 auto' }}>
            <Group gap={8} wrap="nowrap" miw={0}>
              {/* Whole, on two lines if need be, never cut short (src/first-paint/first-paint.css, shared with the first paint). */}
              <Text fw={700} size="lg" c="indigo.8" className="top-nav-title" data-testid="portal-title">
                {title}
              </Text>
              {version ? (
                <Badge size="sm" variant="light" color="gray" tt="none" visibleFrom="xs" style={{ flexShrink: 0 }}>
                  v{version}
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
          {wide ? (
            <Box component="nav" aria-label={t('common.mainNavigation')} style={{ flex: '1 1 0', minWidth: 0 }}>
              <HeaderNav items={items} pathname={pathname} />
            </Box>
          ) : null}
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
      </Box>

      <DrawerNav opened={opened} onClose={close} title={title} version={version} items={items} pathname={pathname} onLogout={logout} hiddenFrom={breakpoint} />

      <Box component="main" className={classes.main}>
        {/* While a screen's code loads: its title as it last showed, where it draws it (as the page's first paint does). */}
        <Suspense
          fallback={
            <>
              <ShownPageTitle />
              <PageLoader />
            </>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
    </div>
  );
}
