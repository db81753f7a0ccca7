/**
 * The page's first paint. The build puts this script inline in the page's head, in place of the
 * app's entry script (build/first-paint.ts), so it runs before anything is drawn and without a request:
 * - the page takes the stored language's direction at once (no left-to-right flash in Urdu);
 * - a signed-in student's page draws the student layout's header and a loader (index.html, ./first-paint.css)
 *   as soon as the first style sheet has arrived, instead of a blank page until the app's code has loaded;
 * - the app's entry is fetched at once, and run when the page is parsed. When the header is drawn, the entry
 *   is fetched at low priority, so the style sheet comes first, and run after that first frame.
 * The app removes the header when a screen or layout has drawn itself (./first-paint-done.tsx).
 */
import { applyDocumentLang, readStoredLang } from '../i18n/languages';
import { tokenStorage } from '../lib/storage';
import { firstPaintShell } from './shell-choice';

const entry = (document.currentScript as HTMLScriptElement).dataset.entry ?? '';
applyDocumentLang(readStoredLang());
const shell = firstPaintShell(tokenStorage.get(), window.location.pathname);
if (shell) document.documentElement.dataset.firstPaint = shell;

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
