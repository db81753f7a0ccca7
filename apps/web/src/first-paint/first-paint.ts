/**
 * The page's first paint. The build puts this script inline in the page's head, in place of the
 * app's entry script (build/first-paint.ts), so it runs before anything is drawn and without a request:
 * - the page takes the stored language's direction at once (no left-to-right flash in Urdu);
 * - a signed-in user's page draws the header of the layout the app is about to draw and a loader (index.html,
 *   ./first-paint.css) as soon as the first style sheet has arrived, instead of a blank page until the app's code
 *   has loaded; the navigation bar of the office, transport and administration layouts with the titles its
 *   screen showed when last drawn in this browser (./shown-titles.ts);
 * - the app's entry is fetched at once, and run when the page is parsed. When the header is drawn, the entry
 *   is fetched at low priority, so the style sheet comes first, and run after that first frame.
 * The app removes the header when a screen or layout has drawn itself (./first-paint-done.tsx).
 */
import { applyDocumentLang, readStoredLang } from '../i18n/languages';
import { tokenStorage } from '../lib/storage';
import { userFromToken } from '../lib/token';
import { firstPaintShell } from './shell-choice';
import { shownTitles } from './shown-titles';

const entry = (document.currentScript as HTMLScriptElement).dataset.entry ?? '';
const lang = readStoredLang();
applyDocumentLang(lang);
const token = tokenStorage.get();
const shell = firstPaintShell(token, window.location.pathname);
/**
 * Shows the first paint. The navigation bar's shows once its titles are in (set as text), when the page's markup
 * has been parsed (the first change of state, to 'interactive'): shown before, its loader would move down when
 * the screen's title came (a layout shift).
 */
const showFirstPaint = () => {
  if (shell === 'top-nav') {
    const { header, page } = shownTitles(userFromToken(token)?.ID ?? 0, lang, window.location.pathname);
    for (const [selector, text] of [
      ['.top-nav-first-title', header],
      ['.first-paint-page-title', page],
    ]) {
      const element = document.querySelector(selector);
      if (element) element.textContent = text;
    }
  }
  if (shell) document.documentElement.dataset.firstPaint = shell;
};
if (shell === 'top-nav' && document.readyState === 'loading') document.addEventListener('readystatechange', showFirstPaint, { once: true });
else showFirstPaint();

const preload = document.createElement('link');
preload.rel = 'modulepreload';
preload.crossOrigin = '';
preload.href = entry;
if (shell) preload.fetchPriority = 'low';
document.head.append(preload);

const start = () => void import(entry);
const afterFirstFrame = () => requestAnimationFrame(() => setTimeout(start));
const whenParsed = shell ? afterFirstFrame : start;
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
else whenParsed();
