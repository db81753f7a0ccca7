import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectCspViolations } from '../csp';
import { BARE_PATH, tokenFor } from '../helpers';
import { LANG_STORAGE_KEY } from '../screens';

/**
 * A signed-in user's page draws the header of their layout and a loader before the app's code runs (index.html,
 * apps/web/src/first-paint), exactly where the layout draws it, and the app takes its place: the student header,
 * or the office navigation bar with the titles its screen showed when last drawn in this browser.
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
/** The first paint's student header (the first paint itself has no box: all it holds is fixed in place). */
const firstPaintHeader = (page: Page) => firstPaint(page).locator('.student-header-shell');

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

const LIST = '/clearance-certificate-requests';
/** Where the app draws the list's title, and the navigation bar's. */
const pageTitle = (page: Page) => page.locator('main h1');
const barTitle = (page: Page) => page.getByTestId('portal-title');
/**
 * Where a title starts, its height (its lines), size and colour. Not its width: the app's h1 is as wide as its
 * words beside the screen's buttons.
 */
const placed = async (text: Locator) => {
  const { box, size, weight, color } = await look(text);
  const [x, y, w, height] = box;
  return { start: (await text.evaluate((e) => getComputedStyle(e).direction)) === 'rtl' ? x + w : x, y, height, size, weight, color };
};
/** In Urdu the titles drawn before the code keep the portal's font (Urdu's comes with the code): their lines may differ. */
const placedAs = (look: Awaited<ReturnType<typeof placed>>, lang: string) => (lang === 'ur' ? { ...look, height: expect.any(Number) } : look);

/** The page's layout shifts so far, by the element that moved. */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().flatMap((e) => ((e as unknown as { sources: { node?: Element }[] }).sources ?? []).map((s) => s.node?.className ?? '?'))),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 300);
      }),
  );

for (const { name, width, lang } of [
  { name: 'phone', width: 412, lang: 'en' },
  { name: 'desktop', width: 1366, lang: 'en' },
  { name: 'phone, Urdu', width: 412, lang: 'ur' },
]) {
  test(`an office list loaded again draws its navigation bar and title before the app's code, where the app draws them (${name})`, async ({ page }) => {
    const violations = await collectCspViolations(page);
    await page.setViewportSize({ width, height: 823 });
    const token = await tokenFor(page, 'exam');
    // Shown once, as after signing in: the app remembers the titles it drew.
    await openHeld(page, token, LIST, lang).then((release) => release());
    await expect(pageTitle(page)).toBeVisible();
    const drawn = { bar: await barTitle(page).textContent(), page: await pageTitle(page).textContent() };
    const drawnLook = { bar: await placed(barTitle(page)), page: await placed(pageTitle(page)) };
    expect(drawn.page).toBe(lang === 'ur' ? 'کلیئرنس سرٹیفکیٹ کی درخواستیں' : 'Clearance Certificate Requests');

    // Loaded again, the app's entry held back, then the screen's own code.
    await page.unrouteAll();
    const screenHeld = new Promise<() => void>((held) =>
      page.route(/\/assets\/clearance-requests-screen-[\w-]+\.js$/, (route) => held(() => void route.continue())),
    );
    const release = await openHeld(page, token, LIST, lang);
    await expect(page.locator('#root')).toBeEmpty();
    const bar = firstPaint(page).locator('.top-nav-first-title');
    const title = firstPaint(page).locator('.first-paint-page-title');
    expect({ bar: await bar.textContent(), page: await title.textContent() }).toEqual(drawn);
    await expect(title).toBeVisible();
    await expect(firstPaint(page).locator('.student-header-shell')).toBeHidden();
    const firstLook = { bar: await placed(bar), page: await placed(title) };
    expect(firstLook).toEqual({ bar: placedAs(drawnLook.bar, lang), page: placedAs(drawnLook.page, lang) });
    // Drawn with its titles in, in a font already there: nothing of it moved since it showed.
    expect(await layoutShifts(page)).toEqual([]);

    // The layout has come, the screen not yet: the layout shows the same title in the same place.
    release();
    const releaseScreen = await screenHeld;
    await expect(barTitle(page)).toBeVisible();
    await expect(firstPaint(page)).toHaveCount(0);
    const waiting = page.locator('main .first-paint-page-title');
    await expect(waiting).toHaveText(drawn.page ?? '');
    expect(await placed(waiting)).toEqual(firstLook.page);

    // And the screen draws its own. The bar's row of links exists only where it shows (not on a phone).
    releaseScreen();
    await expect(pageTitle(page)).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.locator('header nav')).toHaveCount(width >= 992 ? 1 : 0);
    expect(violations).toEqual([]);
  });
}

test('an office page never shown in this browser draws the navigation bar without titles', async ({ page }) => {
  const release = await openHeld(page, await tokenFor(page, 'card'), '/students-id-cards');
  await expect(firstPaint(page).locator('.top-nav-first-header')).toBeVisible();
  await expect(firstPaint(page).locator('.top-nav-first-title')).toHaveText('');
  await expect(firstPaint(page).locator('.first-paint-page-title')).toBeHidden();
  release();
  await expect(pageTitle(page)).toHaveText('New ID Card Requests');
});

test("nobody else's page draws it: signed out, a student's public page and unknown path", async ({ page }) => {
  const student = await tokenFor(page, 'student');
  for (const [token, path] of [
    [null, '/login'],
    [await tokenFor(page, 'card'), '/verify/abc'],
    [student, '/verify/abc'],
    [student, '/nowhere'],
  ] as const) {
    await page.unrouteAll();
    await openHeld(page, token, path);
    await expect(firstPaint(page).locator('header'), path).toHaveCount(2);
    for (const header of await firstPaint(page).locator('header').all()) await expect(header, path).toBeHidden();
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
