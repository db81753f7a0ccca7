import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectCspViolations } from '../csp';
import { BARE_PATH, tokenFor } from '../helpers';
import { LANG_STORAGE_KEY } from '../screens';

/**
 * A signed-in student's page draws the student layout's header and a loader before the app's code
 * runs (index.html, apps/web/src/first-paint), exactly where the layout draws it, and the app takes its place.
 */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Opens `path` with `token` and language `lang`, holding the app's entry back until `release()` is called. */
async function openHeld(page: Page, token: string | null, path: string, lang = 'en') {
  await page.goto(BARE_PATH);
  await page.evaluate(
    ({ token, lang, key }) => {
      if (token) localStorage.setItem('token', token);
      else localStorage.removeItem('token');
      localStorage.setItem(key, lang);
    },
    { token, lang, key: LANG_STORAGE_KEY },
  );
  let release = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

/** Where and how a text is drawn. */
const look = (text: Locator) =>
  text.evaluate((e) => {
    const s = getComputedStyle(e);
    const r = e.getBoundingClientRect();
    return {
      box: [r.x, r.y, r.width, r.height].map(Math.round),
      font: s.fontFamily,
      size: s.fontSize,
      weight: s.fontWeight,
      color: s.color,
      case: s.textTransform,
    };
  });

const firstPaint = (page: Page) => page.locator('.first-paint');
/** The first paint's header (the first paint itself has no box: all it holds is fixed in place). */
const firstPaintHeader = (page: Page) => firstPaint(page).locator('header');

for (const { name, width, lang } of [
  { name: 'phone', width: 412, lang: 'en' },
  { name: 'desktop', width: 1280, lang: 'en' },
  { name: 'phone, Urdu', width: 412, lang: 'ur' },
]) {
  test(`a student's page draws the layout's header before the app's code, in the same place (${name})`, async ({ page }) => {
    const violations = await collectCspViolations(page);
    await page.setViewportSize({ width, height: 823 });
    const release = await openHeld(page, await tokenFor(page, 'student'), '/home', lang);

    // Drawn by the page alone: the app's entry has not arrived.
    await expect(firstPaintHeader(page)).toBeVisible();
    // The loader turns in the portal's primary colour (indigo's filled colour after the accessible colours).
    await expect(firstPaint(page).locator('.first-paint-loader')).toHaveCSS('border-top-color', 'rgb(66, 99, 235)');
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr');
    await expect(firstPaint(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#root')).toBeEmpty();
    const drawnFirst = {
      institution: await look(firstPaint(page).locator('.portal-institution')),
      title: await look(firstPaint(page).locator('.portal-title')),
    };
    expect(drawnFirst.title.box[2]).toBeGreaterThan(100);

    // The app takes its place: the layout's header, drawn the same, and no second copy.
    release();
    await expect(page.getByTestId('portal-title')).toBeVisible();
    await expect(firstPaint(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-first-paint');
    const header = page.locator('header').filter({ has: page.getByTestId('portal-title') });
    expect({ institution: await look(header.locator('.portal-institution')), title: await look(page.getByTestId('portal-title')) }).toEqual(drawnFirst);
    expect(violations).toEqual([]);
  });
}

test("nobody else's page draws it: signed out, staff, a student's public page and unknown path", async ({ page }) => {
  const student = await tokenFor(page, 'student');
  for (const [token, path] of [
    [null, '/login'],
    [await tokenFor(page, 'card'), '/students-id-cards'],
    [student, '/verify/abc'],
    [student, '/nowhere'],
  ] as const) {
    await page.unrouteAll();
    await openHeld(page, token, path);
    await expect(firstPaintHeader(page), path).toBeHidden();
    await expect(page.locator('html'), path).not.toHaveAttribute('data-first-paint');
  }
});

test('it goes when the app turns a refused session to the login page', async ({ page }) => {
  // The page reads the token without checking it; the server refuses a forged one.
  const [head, body] = (await tokenFor(page, 'student')).split('.');
  const release = await openHeld(page, `${head}.${body}.forged`, '/home');
  await expect(firstPaintHeader(page)).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(firstPaint(page)).toHaveCount(0);
});

test('a first visit asks for nothing that is missing: the icon is served as an icon', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  expect(failed).toEqual([]);
});
