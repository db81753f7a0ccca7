import { expect, type Page } from '@playwright/test';
import { BARE_PATH, tokenFor } from './helpers';

/**
 * Every screen of every role, for checks that walk the whole portal (accessibility, content security
 * policy). Paths are those of apps/web/src/config/paths.ts that open without a record id; screens of
 * one record (edit forms, update forms) are reached from their lists by the specs that need them.
 * `username: null` is an anonymous visitor (public pages).
 */
export const ROLE_SCREENS: { role: string; username: string | null; paths: string[] }[] = [
  { role: 'anonymous', username: null, paths: ['/login', '/ewms-registration', '/verify/NOT-A-CODE', '/no-such-page'] },
  {
    role: 'card office',
    username: 'card',
    paths: [
      '/students-id-cards',
      '/students-duplicate-id-cards',
      '/students-triplicate-id-cards',
      '/student-quadruplicate-card',
      '/delivered-card-requests',
      '/deleted-requests/1',
      '/new-inter-students',
      '/student-query-manager',
      '/manage-student-image',
      '/manage-record-data',
      '/event-registrations',
      '/card-dues',
      '/clearance-certificate-requests',
      '/endowment-requests',
      '/insights',
    ],
  },
  { role: 'examination office', username: 'exam', paths: ['/clearance-certificate-requests', '/endowment-requests', '/insights'] },
  { role: 'treasurer', username: 'treasurer', paths: ['/clearance-certificate-requests', '/endowment-requests', '/challan-reconciliation', '/bank-payments', '/insights'] },
  { role: 'hostels administration', username: 'hostels', paths: ['/clearance-certificate-requests', '/endowment-requests'] },
  { role: 'hostel', username: 'hostel407', paths: ['/clearance-certificate-requests', '/insights'] },
  { role: 'main library', username: 'library', paths: ['/clearance-certificate-requests'] },
  { role: 'PG library', username: 'library413', paths: ['/clearance-certificate-requests'] },
  { role: 'HOD', username: 'hod', paths: ['/clearance-certificate-requests', '/endowment-requests'] },
  { role: 'IT person', username: 'itperson', paths: ['/clearance-certificate-requests'] },
  { role: 'transport office', username: 'transport', paths: ['/transport-admin', '/add-transport-route', '/add-bus-stop', '/view-transport-route', '/transport-insights'] },
  {
    role: 'student',
    username: 'student',
    paths: [
      '/home',
      '/student-profile/',
      '/student-university-card',
      '/student-university-duplicate-card',
      '/student-uni-card-requests',
      '/gcu-transport-apply-form',
      '/student-transport-card-requests',
      '/student-clearance-form',
      '/student-clearance-progress',
      '/student-clearance-certificate',
      '/eft-apply-form',
      '/student-financial-aid-application-form',
      '/success',
      '/Success1',
    ],
  },
  { role: 'new student', username: 'newstudent', paths: ['/home', '/student-university-card', '/student-uni-card-requests', '/student-clearance-form'] },
];

/** The portal's languages (apps/web/src/i18n/languages.ts); stored in local storage under LANG_STORAGE_KEY. */
export type Lang = 'en' | 'ur';
export const LANG_STORAGE_KEY = 'portal.lang';

/** The two widths every screen is checked at: a desktop and a phone (390 px). */
export const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/**
 * Opens `path` as `username` (null: signed out) in `lang` (default English) and waits until the screen
 * has drawn: the page's main landmark is there and no loader is spinning. Reuses one session token per
 * account for the run, so calling it for every screen of a role costs one login.
 */
export async function visitAs(page: Page, username: string | null, path: string, opts: { lang?: Lang } = {}): Promise<void> {
  const token = username ? await tokenFor(page, username) : null;
  const lang = opts.lang ?? 'en';
  if (!page.url().startsWith('http')) await page.goto(BARE_PATH);
  await page.evaluate(
    ({ t, key, lang }) => {
      if (t) localStorage.setItem('token', t);
      else localStorage.removeItem('token');
      localStorage.setItem(key, lang);
    },
    { t: token, key: LANG_STORAGE_KEY, lang },
  );
  await page.goto(path);
  await settled(page);
}

/** Chooses the language for the next page loads of this page's origin (as the language switch does). */
export async function setLanguage(page: Page, lang: Lang): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto(BARE_PATH);
  await page.evaluate(({ key, lang }) => localStorage.setItem(key, lang), { key: LANG_STORAGE_KEY, lang });
}

/** Waits until lazy screens and their first data have loaded (no loader or busy region left). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('main, form, [role="main"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
}
