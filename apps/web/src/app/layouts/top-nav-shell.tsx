import { AppShell, Badge, Burger, Button, Group, Menu, NavLink, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useLogout } from '../../lib/logout';
import { HEADER_HEIGHT, NAVBAR_WIDTH } from './layout-sizes';
import { isActive, isGroup, isItemActive, type NavItem } from './nav-item';

interface Props {
  title: string;
  /** Where clicking the title goes. */
  titleTo: string;
  version?: string;
  items: NavItem[];
  /** Below this breakpoint the links move into a burger menu. */
  breakpoint: 'sm' | 'md' | 'lg';
}

/** Top navigation bar layout (staff and transport office); a burger drawer on small screens. */
export function TopNavShell({ title, titleTo, version, items, breakpoint }: Props) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();
  useEffect(close, [pathname, close]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: NAVBAR_WIDTH, breakpoint, collapsed: { desktop: true, mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group wrap="nowrap" gap="sm" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom={breakpoint} size="sm" aria-label="Toggle navigation" />
            <UnstyledButton component={Link} to={titleTo} miw={0} aria-label={`${title} home`}>
              <Group gap={8} wrap="nowrap" miw={0}>
                <Text fw={700} size="lg" c="indigo.8" truncate="end" data-testid="portal-title">
                  {title}
                </Text>
                {version ? (
                  <Badge size="sm" variant="light" color="gray" visibleFrom="xs" style={{ flexShrink: 0 }}>
                    v{version}
                  </Badge>
                ) : null}
              </Group>
            </UnstyledButton>
          </Group>
          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom={breakpoint}>
            {items.map((item) =>
              isGroup(item) ? (
                <Menu key={item.label} position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button variant={isItemActive(item, pathname) ? 'light' : 'subtle'} rightSection={<IconChevronDown size={14} />}>
                      {item.label}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {item.items.map((x) => (
                      <Menu.Item key={x.to} component={Link} to={x.to} fw={isActive(x.to, pathname) ? 600 : undefined}>
                        {x.label}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              ) : (
                <Button key={item.to} component={Link} to={item.to} variant={isActive(item.to, pathname) ? 'light' : 'subtle'}>
                  {item.label}
                </Button>
              ),
            )}
            <Button variant="outline" color="red" leftSection={<IconLogout size={16} />} onClick={logout} ml="xs">
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Main">
        <AppShell.Section grow component={ScrollArea}>
          {items.map((item) =>
            isGroup(item) ? (
              <NavLink key={item.label} label={item.label} defaultOpened={isItemActive(item, pathname)} childrenOffset="md">
                {item.items.map((x) => (
                  <NavLink key={x.to} component={Link} to={x.to} label={x.label} active={isActive(x.to, pathname)} />
                ))}
              </NavLink>
            ) : (
              <NavLink key={item.to} component={Link} to={item.to} label={item.label} active={isActive(item.to, pathname)} />
            ),
          )}
        </AppShell.Section>
        <AppShell.Section>
          <Button fullWidth variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
            Logout
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
