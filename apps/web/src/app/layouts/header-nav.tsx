import { Box, Button, OverflowList } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadedMenuProps } from './header-menus';
import { isActive, isGroup, isItemActive, type NavGroupItem, type NavItem } from './nav-item';

const loadMenus = () => import('./header-menus');
const GroupMenu = lazy(async () => ({ default: (await loadMenus()).GroupMenu }));
const MoreMenu = lazy(async () => ({ default: (await loadMenus()).MoreMenu }));

/**
 * A header button that opens a menu. Until its first click it is a plain button that looks the same; the
 * menu's code (./header-menus.tsx) starts loading when it is pointed at or focused, and the click puts the
 * menu, opened, in its place (no screen loads the menus before it shows).
 */
function MenuButton({ label, variant, menu }: { label: string; variant: 'light' | 'subtle'; menu: (loaded: Omit<LoadedMenuProps, 'pathname'>) => ReactNode }) {
  const [asked, setAsked] = useState<{ refocus: boolean } | null>(null);
  const button = (onClick?: (e: React.MouseEvent<HTMLButtonElement>) => void) => (
    <Button
      size="compact-md"
      px="sm"
      variant={variant}
      rightSection={<IconChevronDown size={14} />}
      // What the menu's target says while the menu is closed.
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onClick}
      onPointerEnter={() => void loadMenus()}
      onFocus={() => void loadMenus()}
    >
      {label}
    </Button>
  );
  if (!asked) return button((e) => setAsked({ refocus: document.activeElement === e.currentTarget }));
  return <Suspense fallback={button()}>{menu({ variant, refocus: asked.refocus })}</Suspense>;
}

function GroupButton({ item, pathname }: { item: NavGroupItem; pathname: string }) {
  const { t } = useTranslation();
  return (
    <MenuButton
      label={t(`nav.${item.label}`, { defaultValue: item.label })}
      variant={isItemActive(item, pathname) ? 'light' : 'subtle'}
      menu={(loaded) => <GroupMenu item={item} pathname={pathname} {...loaded} />}
    />
  );
}

/** The header's row of links (wide screens); links that do not fit go into a "More" menu. */
export function HeaderNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { t } = useTranslation();
  return (
    <OverflowList
      data={items}
      gap={4}
      getItemKey={(item) => item.label}
      renderItem={(item) =>
        isGroup(item) ? (
          <GroupButton key={item.label} item={item} pathname={pathname} />
        ) : (
          <Button key={item.to} component={Link} to={item.to} size="compact-md" px="sm" variant={isActive(item.to, pathname) ? 'light' : 'subtle'}>
            {t(`nav.${item.label}`, { defaultValue: item.label })}
          </Button>
        )
      }
      renderOverflow={(hidden) => (
        // OverflowList measures the indicator through its ref, so it must be a DOM element.
        <Box style={{ display: 'inline-flex' }}>
          <MenuButton
            label={t('common.more')}
            variant={hidden.some((i) => isItemActive(i, pathname)) ? 'light' : 'subtle'}
            menu={(loaded) => <MoreMenu items={hidden} pathname={pathname} {...loaded} />}
          />
        </Box>
      )}
    />
  );
}
