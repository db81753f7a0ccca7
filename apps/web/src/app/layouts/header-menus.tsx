import { Box, Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenOnMount } from '../../lib/use-open-on-mount';
import { isActive, isGroup, type NavGroupItem, type NavItem } from './nav-item';

/** What ./header-nav.tsx gives a menu it loaded on a click. */
export interface LoadedMenuProps {
  /** The look of the button (./header-nav.tsx draws the same one before the menu loads). */
  variant: 'light' | 'subtle';
  /** The clicked button had the keyboard's focus: the menu's own button takes it over. */
  refocus: boolean;
  pathname: string;
}

/**
 * A group of links (e.g. ID Card Requests). With MoreMenu, loaded the first time a header menu is clicked
 * (./header-nav.tsx): the menu and its positioning code are not part of any screen's first load.
 */
export function GroupMenu({ item, variant, refocus, pathname }: LoadedMenuProps & { item: NavGroupItem }) {
  const { t } = useTranslation();
  const { opened, setOpened, target } = useOpenOnMount(refocus);
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target} size="compact-md" px="sm" variant={variant} rightSection={<IconChevronDown size={14} />}>
          {t(`nav.${item.label}`, { defaultValue: item.label })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {item.items.map((x) => (
          <Menu.Item key={x.to} component={Link} to={x.to} fw={isActive(x.to, pathname) ? 600 : undefined}>
            {t(`nav.${x.label}`, { defaultValue: x.label })}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Links that do not fit the header's width. */
export function MoreMenu({ items, variant, refocus }: LoadedMenuProps & { items: NavItem[] }) {
  const { t } = useTranslation();
  const { opened, setOpened, target } = useOpenOnMount(refocus);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target} size="compact-md" px="sm" variant={variant} rightSection={<IconChevronDown size={14} />}>
          {t('common.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) =>
          isGroup(item) ? (
            <Box key={item.label}>
              <Menu.Label>{t(`nav.${item.label}`, { defaultValue: item.label })}</Menu.Label>
              {item.items.map((x) => (
                <Menu.Item key={x.to} component={Link} to={x.to}>
                  {t(`nav.${x.label}`, { defaultValue: x.label })}
                </Menu.Item>
              ))}
            </Box>
          ) : (
            <Menu.Item key={item.to} component={Link} to={item.to}>
              {t(`nav.${item.label}`, { defaultValue: item.label })}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
