import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../lib/session';
import { rememberHeaderTitle, rememberPageTitle, shownTitles } from './shown-titles';

/**
 * The app's side of the titles a page draws before its code (./shown-titles.ts): a screen and the navigation bar
 * remember what they draw, and the navigation bar's layout shows a screen's remembered title while its code loads.
 */
function useShownTitlesOwner() {
  const user = useSessionUser();
  const { i18n } = useTranslation();
  return { user: user?.ID ?? null, lang: i18n.language };
}

/** Remembers the title the current screen draws (components/page-title.tsx). */
export function useRememberPageTitle(title: string): void {
  const { user, lang } = useShownTitlesOwner();
  useEffect(() => {
    if (user !== null) rememberPageTitle(user, lang, window.location.pathname, title);
  }, [user, lang, title]);
}

/** Remembers the navigation bar's title (app/layouts/top-nav-shell.tsx). */
export function useRememberHeaderTitle(title: string): void {
  const { user, lang } = useShownTitlesOwner();
  useEffect(() => {
    if (user !== null) rememberHeaderTitle(user, lang, title);
  }, [user, lang, title]);
}

/** The title the screen at the current path showed when last drawn ('' when never), while its code loads. */
export function ShownPageTitle() {
  const { user, lang } = useShownTitlesOwner();
  const { page } = user === null ? { page: '' } : shownTitles(user, lang, window.location.pathname);
  return page ? <p className="first-paint-page-title">{page}</p> : null;
}
