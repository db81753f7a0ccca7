import { Button, Drawer, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NAVBAR_WIDTH } from './layout-sizes';
import { isActive, isGroup, isItemActive, type NavItem } from './nav-item';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  items: NavItem[];
  pathname: string;
  onLogout: () => void;
  hiddenFrom: 'sm' | 'md' | 'lg';
}

/** Phones and narrow windows: the links in a drawer (focus-trapped, unmounted when closed). */
export function DrawerNav({ opened, onClose, title, items, pathname, onLogout, hiddenFrom }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} size={NAVBAR_WIDTH} padding="sm" title={title} hiddenFrom={hiddenFrom}>
      <Stack component="nav" aria-label="Main" gap={0}>
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
        <Button mt="md" fullWidth variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Logout
        </Button>
      </Stack>
    </Drawer>
  );
}
