import { matchPath } from 'react-router';

export interface NavLinkItem {
  label: string;
  to: string;
}
export interface NavGroupItem {
  label: string;
  items: NavLinkItem[];
}
export type NavItem = NavLinkItem | NavGroupItem;

export const isGroup = (i: NavItem): i is NavGroupItem => 'items' in i;

/** A link is active on its own path and below it (e.g. a list and its edit pages share nothing, so exact is enough). */
export const isActive = (to: string, pathname: string) => !!matchPath({ path: to, end: false, caseSensitive: false }, pathname);

export const isItemActive = (i: NavItem, pathname: string) => (isGroup(i) ? i.items.some((x) => isActive(x.to, pathname)) : isActive(i.to, pathname));
