import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { collectCspViolations } from '../csp';
import { type Lang, ROLE_SCREENS, setLanguage, settled, visitAs, WIDTHS } from '../screens';

/**
 * WCAG 2.2 AA and axe's best practices: axe-core finds no violation of any impact (minor, moderate,
 * serious, critical) on any screen of any role (one h1, headings in order, one main landmark…), in
 * English and Urdu, at desktop and phone widths. One test per role; each screen is loaded once (English,
 * desktop) and checked four times: English at desktop and phone width, then, switched to Urdu in the page
 * (as the language switch does, no reload), Urdu at desktop and phone width. Each check first proves the
 * page really is in that language and width. The test lists every violation it met, not only the first.
 * The same walk checks that no screen, in either language, breaks the Content-Security-Policy.
 */
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const [DESKTOP, PHONE] = WIDTHS;
type Width = (typeof WIDTHS)[number];

/** The administrator's screens (the administration layout), walked like every other role's. */
const ADMINISTRATOR = {
  role: 'administrator',
  username: 'admin',
  paths: ['/admin', '/admin/accounts', '/admin/events', '/admin/students-import', '/admin/departments', '/admin/audit', '/admin/jobs'],
};

for (const { role, username, paths } of [...ROLE_SCREENS, ADMINISTRATOR]) {
  test(`accessibility, ${role}: ${paths.length} screens in English and Urdu at desktop and phone width`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 20_000);
    // The switch saves a student's language for their mails (i18n-urdu.spec checks that); this walk must
    // not change the seeded student's setting.
    await page.route('**/api/student/language', (route) => route.fulfill({ json: { success: true } }));
    const csp = await collectCspViolations(page);
    const found: string[] = [];
    const check = async (path: string, lang: Lang, width: Width) => {
      await expectShown(page, username !== null, lang, width);
      found.push(...(await axeViolations(page, `${path} (${lang}, ${width.name})`, 'minor')));
    };
    for (const path of paths) {
      await page.setViewportSize(DESKTOP.viewport);
      await visitAs(page, username, path, { lang: 'en' });
      await check(path, 'en', DESKTOP);
      await page.setViewportSize(PHONE.viewport);
      await check(path, 'en', PHONE);
      // The switch sits in the header or sidebar at desktop width (in the burger menu on phones).
      await page.setViewportSize(DESKTOP.viewport);
      await switchToUrdu(page);
      await check(path, 'ur', DESKTOP);
      await page.setViewportSize(PHONE.viewport);
      await check(path, 'ur', PHONE);
    }
    expect(found, found.join('\n')).toEqual([]);
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
  });
}

/**
 * The main dialogs, open, checked the same way (every impact, English and Urdu, desktop and phone width): a
 * dialog brings its own headings, landmarks, tables and badges over the screen's. Each is opened from its
 * screen as the office does (the first row of the list, a toolbar button, the bell, the burger).
 */
const DIALOGS: { name: string; username: string; path: string; open: (page: Page) => Promise<void>; phoneOnly?: boolean }[] = [
  { name: "the card office's request details", username: 'card', path: '/students-id-cards', open: firstRow },
  { name: "the examination office's clearance request", username: 'exam', path: '/clearance-certificate-requests', open: firstRow },
  { name: "the transport office's student information", username: 'transport', path: '/transport-admin', open: firstRow },
  { name: "the treasurer's endowment application", username: 'treasurer', path: '/endowment-requests', open: firstRow },
  {
    name: "the treasurer's endowment schedules",
    username: 'treasurer',
    path: '/endowment-requests',
    open: (page) => page.getByRole('button', { name: /^(Schedules|شیڈول)$/ }).click(),
  },
  { name: "the administrator's account", username: 'admin', path: '/admin/accounts', open: firstRow },
  { name: "the student's notifications", username: 'student', path: '/home', open: (page) => page.getByTestId('notification-bell').click() },
  {
    name: "the card office's navigation drawer",
    username: 'card',
    path: '/students-id-cards',
    open: (page) => page.locator('.mantine-Burger-root').click(),
    phoneOnly: true,
  },
];

for (const dialog of DIALOGS) {
  test(`accessibility with a dialog open: ${dialog.name}, in English and Urdu`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.route('**/api/student/language', (route) => route.fulfill({ json: { success: true } }));
    const found: string[] = [];
    for (const lang of ['en', 'ur'] as const) {
      await page.setViewportSize((dialog.phoneOnly ? PHONE : DESKTOP).viewport);
      await visitAs(page, dialog.username, dialog.path, { lang });
      await dialog.open(page);
      const open = page.getByRole('dialog').filter({ visible: true });
      await expect(open).toHaveCount(1);
      await expect(open.locator('[aria-busy="true"], .mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
      for (const width of dialog.phoneOnly ? [PHONE] : [DESKTOP, PHONE]) {
        await page.setViewportSize(width.viewport);
        await expectSettled(page);
        await expect(open).toBeVisible();
        found.push(...(await axeViolations(page, `${dialog.name} (${lang}, ${width.name})`, 'minor')));
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

/** Opens the first row of the screen's list (its dialog). */
async function firstRow(page: Page): Promise<void> {
  await page.locator('table tbody tr').first().click();
}

/** Clicks "اردو" on the page's language switch; a screen without one gets the stored choice and a reload. */
async function switchToUrdu(page: Page): Promise<void> {
  const urdu = page.getByTestId('language-switch').filter({ visible: true }).getByText('اردو', { exact: true });
  if ((await urdu.count()) > 0) {
    await urdu.first().click();
  } else {
    await setLanguage(page, 'ur');
    await page.reload();
  }
}

/**
 * Waits until the screen shows `lang` at `width` and has settled: `<html lang dir>`, the main content's
 * Urdu text in the main content when in Urdu, the window's width, and, for a signed-in screen, the burger
 * shown on phones only. Then waits out layout transitions (the sidebar sliding away) before axe runs.
 */
async function expectShown(page: Page, signedIn: boolean, lang: Lang, width: Width): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
  if (lang === 'ur') await expect.poll(() => page.evaluate(mainText), 'Urdu text in the main content').toMatch(ARABIC_SCRIPT);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width.viewport.width);
  if (signedIn && new URL(page.url()).pathname !== '/login') {
    const burger = page.locator('.mantine-Burger-root');
    if (width === PHONE) await expect(burger).toBeVisible();
    else await expect(burger).toBeHidden();
  }
  await settled(page);
  await expectSettled(page);
}

/** Waits out layout transitions and animations (the sidebar sliding away, a dialog opening) and the fonts. */
async function expectSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** The text of the page's main content, without the language switch (its "اردو" is there in English too). */
function mainText(): string {
  const main = document.querySelector('main, form, [role="main"]')?.cloneNode(true) as HTMLElement | undefined;
  if (!main) return '';
  for (const el of main.querySelectorAll('[data-testid="language-switch"]')) el.remove();
  return main.textContent ?? '';
}
