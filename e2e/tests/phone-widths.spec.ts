import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { type Lang, ROLE_SCREENS, settled, visitAs } from '../screens';

/**
 * Layout at a phone's width (390 px) and a desktop's (1366 px), in English and Urdu, on every signed-in
 * screen of every role, the administrator's included:
 * - no page scrolls sideways on a phone: a wide table scrolls inside its own box, the page never does;
 * - identifiers (roll numbers, references, CNICs, challan numbers, dates written with hyphens) are never broken
 *   across lines ("0011-BSCHEM-22", not "0011-" over "BSCHEM-" over "22");
 * - the portal's name in the header and the lists' column titles are shown whole, never cut to "…".
 * One test per role; each screen is loaded once per language and checked at both widths.
 */
const PHONE = { name: 'phone', viewport: { width: 390, height: 844 } };
const DESKTOP = { name: 'desktop', viewport: { width: 1366, height: 768 } };

const ADMINISTRATOR = {
  role: 'administrator',
  username: 'admin',
  paths: ['/admin', '/admin/accounts', '/admin/events', '/admin/students-import', '/admin/departments', '/admin/audit', '/admin/jobs'],
};

for (const { role, username, paths } of [...ROLE_SCREENS.filter((r) => r.username !== null), ADMINISTRATOR]) {
  test(`layout, ${role}: ${paths.length} screens fit a phone, identifiers and titles whole, in English and Urdu`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 16_000);
    await page.route('**/api/student/language', (route) => route.fulfill({ json: { success: true } }));
    const found: string[] = [];
    for (const path of paths) {
      for (const lang of ['en', 'ur'] as Lang[]) {
        await page.setViewportSize(PHONE.viewport);
        await visitAs(page, username, path, { lang });
        for (const width of [PHONE, DESKTOP]) {
          await page.setViewportSize(width.viewport);
          await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width.viewport.width);
          await settled(page);
          await settle(page);
          // Each fault once per screen (a list repeats the same identifier on many rows).
          found.push(...new Set((await layoutFaults(page, width === PHONE)).map((f) => `${path} (${lang}, ${width.name}): ${f}`)));
        }
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

/** Waits out transitions (the sidebar sliding away) and the fonts, so that widths are final. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** What is wrong with the page's layout as it stands, one line each. */
function layoutFaults(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (phone && root.scrollWidth > window.innerWidth) {
      // The widest elements past the window's edge, to say what pushes the page wider.
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1) && !el.closest('.mantine-ScrollArea-viewport, [data-scroll-container]');
        })
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} (${Math.round(el.getBoundingClientRect().width)} px)`);
      faults.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${window.innerWidth} px window; past the edge: ${wide.join(', ')}`);
    }
    // An identifier: letters and digits in groups joined by hyphens, with a digit (0011-BSCHEM-22, CLR-000038,
    // 35202-1234567-1, 29-11-2026), alone in its text.
    const IDENTIFIER = /^(?=[^-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!IDENTIFIER.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) faults.push(`"${text}" is broken over ${tops.size} lines`);
    }
    // The portal's name in the header, and the lists' column titles: whole, not cut to "…".
    // Cut: the element hides what overflows it (an ellipsis, a clamp) and something does overflow.
    const cut = (el: Element) => {
      const s = getComputedStyle(el);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') return false;
      return el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    };
    for (const el of document.querySelectorAll('[data-testid="portal-title"]')) {
      if ((el as HTMLElement).offsetParent && cut(el)) faults.push(`the header's title "${el.textContent}" is cut`);
    }
    for (const el of document.querySelectorAll('thead th .mantine-datatable-ellipsis')) {
      if (cut(el)) faults.push(`the column title "${el.textContent}" is cut`);
    }
    return faults;
  }, phone);
}

/**
 * The paged lists' chevrons point the way they go in the reading direction: in English "previous" points
 * left and "next" right; in Urdu (right to left) the pager's order is mirrored and so are they, "previous"
 * pointing right and "next" left. Read from the drawn pixels, not from a class or a style.
 */
const LISTS = [
  { username: 'card', path: '/students-id-cards' },
  { username: 'exam', path: '/clearance-certificate-requests' },
  { username: 'transport', path: '/transport-admin' },
];
for (const lang of ['en', 'ur'] as Lang[]) {
  test(`the paged lists' previous and next chevrons point the reading direction, ${lang === 'en' ? 'English' : 'Urdu'}`, async ({ page }) => {
    const [previous, next] = lang === 'en' ? ['left', 'right'] : ['right', 'left'];
    for (const { username, path } of LISTS) {
      await visitAs(page, username, path, { lang });
      const pager = page.locator('.mantine-datatable-pagination');
      await expect(pager.locator('tbody, button').first()).toBeVisible();
      const prev = pager.getByRole('button', { name: 'Previous page' });
      const nxt = pager.getByRole('button', { name: 'Next page' });
      expect(await chevronPoints(prev), `${path}: previous`).toBe(previous);
      expect(await chevronPoints(nxt), `${path}: next`).toBe(next);
      // The buttons sit where they point: previous at the reading start, next at its end.
      const [p, n] = [await prev.boundingBox(), await nxt.boundingBox()];
      expect(lang === 'en' ? p!.x < n!.x : p!.x > n!.x, `${path}: previous before next in reading order`).toBe(true);
    }
  });
}

/**
 * Which way the chevron drawn in `button` points, from its pixels: a chevron's tip is the middle row's
 * farthest ink, so the middle rows' leftmost ink is right of the top and bottom rows' (">") or left of it ("<").
 */
async function chevronPoints(button: Locator): Promise<'left' | 'right'> {
  const png = await button.locator('svg').screenshot({ animations: 'disabled' });
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const background = data[0]!;
  const leftmost: number[] = [];
  for (let y = 0; y < info.height; y++) {
    let x = 0;
    while (x < info.width && Math.abs(data[y * info.width + x]! - background) < 40) x++;
    if (x < info.width) leftmost.push(x);
  }
  expect(leftmost.length, 'the chevron is drawn').toBeGreaterThan(2);
  const middle = leftmost[Math.floor(leftmost.length / 2)]!;
  const ends = (leftmost[0]! + leftmost[leftmost.length - 1]!) / 2;
  return middle > ends ? 'right' : 'left';
}
