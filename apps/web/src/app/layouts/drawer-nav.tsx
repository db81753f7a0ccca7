import { Badge, Button, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { NAVBAR_WIDTH } from './layout-sizes';
import { isActive, isGroup, isItemActive, type NavItem } from './nav-item';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The header hides its version badge on phones; the drawer shows it. */
  version?: string;
  items: NavItem[];
  pathname: string;
  onLogout: () => void;
  hiddenFrom: 'sm' | 'md' | 'lg';
}

/** Phones and narrow windows: the links in a drawer (focus-trapped, unmounted when closed). */
export function DrawerNav({ opened, onClose, title, version, items, pathname, onLogout, hiddenFrom }: Props) {
  const { t } = useTranslation();
  const label = (l: string) => t(`nav.${l}`, { defaultValue: l });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={NAVBAR_WIDTH}
      padding="sm"
      title={
        <Group gap={8} wrap="nowrap">
          <Text fw={600}>{title}</Text>
          {version ? (
            <Badge size="sm" variant="light" color="gray" tt="none" data-testid="drawer-version">
              v{version}
            </Badge>
          ) : null}
        </Group>
      }
      hiddenFrom={hiddenFrom}
    >
      <Stack component="nav" aria-label={t('common.mainNavigation')} gap={0}>
        {items.map((item) =>
          isGroup(item) ? (
            <NavLink key={item.label} label={label(item.label)} defaultOpened={isItemActive(item, pathname)} childrenOffset="md">
              {item.items.map((x) => (
                <NavLink key={x.to} component={Link} to={x.to} label={label(x.label)} active={isActive(x.to, pathname)} />
              ))}
            </NavLink>
          ) : (
            <NavLink key={item.to} component={Link} to={item.to} label={label(item.label)} active={isActive(item.to, pathname)} />
          ),
        )}
        <LanguageSwitch size="sm" fullWidth />
        <Button mt="md" fullWidth variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('common.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
