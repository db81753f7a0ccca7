import { expect, type Locator, type Page } from '@playwright/test';

/** Password of every demo account (seeded on first start). */
export const DEMO_PASSWORD = 'Demo@12345';

/** Demo accounts of the seed, by role. */
export type DemoUser =
  | 'card' | 'exam' | 'treasurer' | 'hostels' | 'hostel407' | 'library' | 'library413'
  | 'hod' | 'itperson' | 'transport' | 'student' | 'newstudent';

/** First screen of each demo account after login (homePathFor). */
export const HOME_OF: Record<DemoUser, string> = {
  card: '/students-id-cards',
  exam: '/clearance-certificate-requests',
  treasurer: '/clearance-certificate-requests',
  hostels: '/clearance-certificate-requests',
  hostel407: '/clearance-certificate-requests',
  library: '/clearance-certificate-requests',
  library413: '/clearance-certificate-requests',
  hod: '/clearance-certificate-requests',
  itperson: '/clearance-certificate-requests',
  transport: '/transport-admin',
  student: '/home',
  newstudent: '/home',
};

/**
 * The server allows a limited number of logins a minute per address. Journeys that do
 * not test the login page should use loginByApi, which reuses one token per account for the run.
 */
const tokens = new Map<string, string>();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Logs in through the login page and waits for the user's first screen (waits out the login throttle). */
export async function login(page: Page, username: DemoUser | string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  for (let attempt = 0; ; attempt++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    const res = await answer;
    if (res.status() !== 429 || attempt >= 2) break;
    await sleep(retryAfterMs(res.headers()['retry-after']));
  }
  const home = HOME_OF[username as DemoUser];
  if (home) await expect(page).toHaveURL(home);
  else await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** A session token for the account (one login per account per test run). */
export async function tokenFor(page: Page, username: DemoUser | string, password = DEMO_PASSWORD): Promise<string> {
  const cached = tokens.get(username);
  if (cached) return cached;
  for (let attempt = 0; ; attempt++) {
    const res = await page.request.post('/api/auth/login', { data: { username, password } });
    if (res.status() === 429 && attempt < 2) {
      await sleep(retryAfterMs(res.headers()['retry-after']));
      continue;
    }
    expect(res.ok(), `login of ${username}: ${res.status()}`).toBeTruthy();
    const { token } = (await res.json()) as { token: string };
    tokens.set(username, token);
    return token;
  }
}

/**
 * A page of the portal's origin that loads no app (the health check's JSON): enough to reach the origin's
 * local storage before the first `page.goto` of a screen, without paying for a load of the web app.
 */
export const BARE_PATH = '/api/health';

/** Installs a session for the account without the login page; then `page.goto` the screen to test. */
export async function loginByApi(page: Page, username: DemoUser | string, password = DEMO_PASSWORD): Promise<string> {
  const token = await tokenFor(page, username, password);
  await page.goto(BARE_PATH);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  return token;
}

/** Logs out with the visible Logout control (opening the burger menu on phones). */
export async function logout(page: Page): Promise<void> {
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  // On phones Logout is inside the menu. A menu may still close after a navigation (it closes when the
  // page changes), taking the button away mid-click: then open it again and retry.
  await expect(async () => {
    if ((await burger.isVisible()) && (await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).first().click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

function retryAfterMs(header: string | undefined): number {
  const s = Number(header);
  return (Number.isFinite(s) && s > 0 ? s : 60) * 1000 + 500;
}

/**
 * Labels of the top navigation (staff and transport office), including links folded under "More"
 * when the window is too narrow for all of them.
 */
export async function navEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await expect(nav).toBeVisible();
  // The header measures its room and moves links between the bar and "More" as it does: read the bar once two
  // reads a moment apart agree.
  let names: string[] = [];
  await expect
    .poll(
      async () => {
        const now = await nav.locator('a, button').allInnerTexts();
        const settled = now.join('|') === names.join('|');
        names = now;
        return settled;
      },
      { intervals: [300], timeout: 15_000 },
    )
    .toBe(true);
  const more = nav.getByRole('button', { name: 'More' });
  if ((await more.count()) > 0) {
    await more.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    names.push(...(await menu.getByRole('menuitem').allInnerTexts()), ...(await menu.locator('.mantine-Menu-label').allInnerTexts()));
    await page.keyboard.press('Escape');
  }
  return names.map((s) => s.trim()).filter((s) => s && s !== 'More');
}

/**
 * Types `text` into a field key by key, as a person does (one input event a character), after clearing what it
 * held. `fill` sets the whole value in one event, so a handler that fails from the second event on (an event
 * read after React has let it go) passes with `fill` and breaks in a person's hands.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await field.pressSequentially(text, { delay: 5 });
}

/** Collects the page's uncaught errors (a crashed screen), to assert none at the end of a journey. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Every badge in `scope` shows its whole text: none is cut short to an ellipsis ("Overdue" drawn as "O."). */
export async function expectBadgesWhole(scope: Locator): Promise<void> {
  const badges = scope.locator('.mantine-Badge-root');
  await expect(badges.first()).toBeVisible();
  const cut = await badges.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1 || [...el.children].some((c) => c.scrollWidth > c.clientWidth + 1)).map((el) => el.textContent),
  );
  expect(cut, 'badges cut short').toEqual([]);
}

/** The page's toasts (Mantine notifications) that are showing. */
export const toasts = (page: Page) => page.locator('.mantine-Notification-root').filter({ visible: true });

/** No toast on the page covers any of `controls` (the header's buttons, a dialog's close button…). */
export async function expectToastsClearOf(page: Page, controls: Locator[]): Promise<void> {
  await expect(toasts(page).first()).toBeVisible();
  const boxes = await toasts(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  for (const control of controls) {
    const c = await control.boundingBox();
    expect(c, 'control drawn').not.toBeNull();
    for (const t of boxes) {
      const overlaps = t.x < c!.x + c!.width && c!.x < t.x + t.width && t.y < c!.y + c!.height && c!.y < t.y + t.height;
      expect(overlaps, `a toast covers ${control}`).toBe(false);
    }
  }
}

/** Answers the confirm dialog that says `text` with `button` (Yes by default). */
export async function confirmModal(page: Page, text: string | RegExp, button = 'Yes') {
  const modal = page.getByRole('dialog').filter({ hasText: text });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: button }).click();
}

/** What the card office is asked before "Image Not Clear" removes a student's photo, and what it is told after. */
export const IMAGE_NOT_CLEAR_CONFIRM = 'Setting "Image Not Clear" removes the student\'s photo, and the student is asked to upload a new one. Continue?';
export const IMAGE_NOT_CLEAR_SAVED = "Saved. The student's photo was removed and the student is asked to upload a new one.";

/**
 * Opens a staff navbar link, through the "More" menu when the header has no room for it. The menu's code loads
 * on its first click, so under load the menu may open late: it is opened again until the item shows.
 */
export async function openStaffLink(page: Page, name: string) {
  await expect(page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).first()).toBeVisible();
  const link = page.getByRole('link', { name, exact: true }).filter({ visible: true });
  const item = page.getByRole('menuitem', { name, exact: true });
  // The header moves links between the bar and "More" as it measures its room: look for both each time.
  let target = item;
  await expect(async () => {
    if (await link.count()) {
      target = link.first();
      return;
    }
    target = item;
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'More' }).filter({ visible: true }).first().click();
    await expect(item).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await target.click();
}

/**
 * Opens the list's rows in turn until one's dialog has `ready` (an enabled control the test needs), and answers
 * that dialog: the journeys before may have decided the first rows, leaving their forms read-only.
 */
export async function openRowWhere(page: Page, ready: (dialog: Locator) => Locator, opts: { dialogName?: string; tries?: number } = {}) {
  const dialog = opts.dialogName ? page.getByRole('dialog', { name: opts.dialogName }) : page.getByRole('dialog');
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  const tries = opts.tries ?? 10;
  let count = 0;
  // Rows are counted again after each one tried: the list may still be loading when its first row shows.
  for (let i = 0; i < tries && i < (await rows.count()); i++) {
    count = i + 1;
    await rows.nth(i).click();
    await expect(dialog).toBeVisible();
    const control = ready(dialog);
    await control.first().waitFor({ state: 'visible' });
    if (await control.first().isEnabled()) return dialog;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  throw new Error(`none of the first ${count} rows opens with the control enabled`);
}
