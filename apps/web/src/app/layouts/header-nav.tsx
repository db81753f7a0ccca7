import { Box, Button, Menu, OverflowList } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isActive, isGroup, isItemActive, type NavItem } from './nav-item';

function GroupMenu({ item, pathname }: { item: Extract<NavItem, { items: unknown }>; pathname: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="compact-md" px="sm" variant={isItemActive(item, pathname) ? 'light' : 'subtle'} rightSection={<IconChevronDown size={14} />}>
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

/** Links that do not fit the header's width go into a "More" menu. */
function MoreMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-md"
          px="sm"
          variant={items.some((i) => isItemActive(i, pathname)) ? 'light' : 'subtle'}
          rightSection={<IconChevronDown size={14} />}
        >
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

/** The header's row of links (wide screens). */
export function HeaderNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useTranslation();
  return (
    <OverflowList
      data={items}
      gap={4}
      getItemKey={(item) => item.label}
      renderItem={(item) =>
        isGroup(item) ? (
          <GroupMenu key={item.label} item={item} pathname={pathname} />
        ) : (
          <Button key={item.to} component={Link} to={item.to} size="compact-md" px="sm" variant={isActive(item.to, pathname) ? 'light' : 'subtle'}>
            {t(`nav.${item.label}`, { defaultValue: item.label })}
          </Button>
        )
      }
      renderOverflow={(hidden) => (
        // OverflowList measures the indicator through its ref, so it must be a DOM element.
        <Box style={{ display: 'inline-flex' }}>
          <MoreMenu items={hidden} pathname={pathname} />
        </Box>
      )}
    />
  );
}
