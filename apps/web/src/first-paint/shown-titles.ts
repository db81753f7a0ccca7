import { shownTitlesStorage } from '../lib/storage';

/**
 * The titles an office screen showed when it was last drawn in this browser, for one user in one language:
 * the navigation bar's title and, by path, the screen's own title (its h1). An office page loaded again draws
 * them before the app's code has arrived (./first-paint.ts), and the navigation bar's layout draws the
 * screen's title while that screen's code loads (app/layouts/top-nav-shell.tsx); the screen then draws the
 * same title in the same place. Display text only (set as text, never as markup); the app's own drawing
 * replaces it at once, so a title renamed since shows for a moment at most.
 */
interface ShownTitles {
  user: number;
  lang: string;
  header: string;
  pages: Record<string, string>;
}

/** Screens remembered per user and language: the most recently drawn ones. */
const MAX_PAGES = 40;

/** The router matches paths in any case. */
const pageKey = (path: string) => path.toLowerCase();

function load(user: number, lang: string): ShownTitles {
  try {
    const saved = JSON.parse(shownTitlesStorage.get() ?? 'null') as Partial<ShownTitles> | null;
    if (saved?.user === user && saved.lang === lang && typeof saved.header === 'string' && saved.pages && typeof saved.pages === 'object')
      return saved as ShownTitles;
  } catch {
    // unreadable: start again
  }
  return { user, lang, header: '', pages: {} };
}

/** What `user` last saw on `path` in `lang`: the navigation bar's and the screen's titles ('' when not seen). */
export function shownTitles(user: number, lang: string, path: string): { header: string; page: string } {
  const saved = load(user, lang);
  const page = saved.pages[pageKey(path)];
  return { header: saved.header, page: typeof page === 'string' ? page : '' };
}

/** Remembers the navigation bar's title as drawn for `user` in `lang`. */
export function rememberHeaderTitle(user: number, lang: string, header: string): void {
  const saved = load(user, lang);
  if (saved.header !== header) shownTitlesStorage.set(JSON.stringify({ ...saved, header }));
}

/** Remembers the title the screen at `path` drew for `user` in `lang`. */
export function rememberPageTitle(user: number, lang: string, path: string, title: string): void {
  const saved = load(user, lang);
  const key = pageKey(path);
  // The most recently drawn last: the screens drawn longest ago are forgotten first.
  if (saved.pages[key] === title && Object.keys(saved.pages).at(-1) === key) return;
  const { [key]: _previous, ...others } = saved.pages;
  const kept = Object.entries(others).slice(-(MAX_PAGES - 1));
  shownTitlesStorage.set(JSON.stringify({ ...saved, pages: { ...Object.fromEntries(kept), [key]: title } }));
}
