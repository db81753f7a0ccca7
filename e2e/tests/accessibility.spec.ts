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

for (const { role, username, paths } of ROLE_SCREENS) {
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
