import { expect, test, type Page } from '@playwright/test';
import { BARE_PATH, HOME_OF, login, loginByApi, logout, navEntries, type DemoUser } from '../helpers';

const STAFF_LINKS = ['Clearance Requests', 'Endowment Funds'];
const CARD_OFFICE_MENU = [
  'New Card Requests',
  'Duplicate Card Requests',
  'Triplicate Card Requests',
  'Quadruplicate Card Requests',
  'Delivered Card Requests',
  'New Intermediate Students',
];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });

test.describe('login lands each role on its first screen', () => {
  test('card office (101): ID-card lists, Student Query Manager and Dues', async ({ page }) => {
    await login(page, 'card');
    await expect(page.getByTestId('portal-title')).toHaveText('Card Office Portal');
    expect(await navEntries(page)).toEqual(expect.arrayContaining([...STAFF_LINKS, 'ID Card Requests', 'Student Query Manager', 'Dues']));
    await nav(page).getByRole('button', { name: 'ID Card Requests' }).click();
    for (const name of CARD_OFFICE_MENU) await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Triplicate Card Requests' }).click();
    await expect(page).toHaveURL('/students-triplicate-id-cards');
    await page.getByTestId('portal-title').click();
    await expect(page).toHaveURL('/students-id-cards');
  });

  for (const user of ['exam', 'treasurer', 'hostels', 'hostel407', 'library', 'library413'] as DemoUser[]) {
    test(`${user}: clearance requests, no card-office links`, async ({ page }) => {
      await login(page, user);
      await expect(page).toHaveURL(HOME_OF[user]);
      const entries = await navEntries(page);
      expect(entries).toEqual(expect.arrayContaining(STAFF_LINKS));
      for (const absent of ['ID Card Requests', 'Student Query Manager', 'Dues']) expect(entries).not.toContain(absent);
      await expect(page.getByTestId('portal-title')).toHaveText(/ Portal$/);
    });
  }

  test('HOD and IT person carry their label in the title', async ({ page }) => {
    await login(page, 'hod');
    await expect(page.getByTestId('portal-title')).toHaveText(/ HOD Portal$/);
    await logout(page);
    await login(page, 'itperson');
    await expect(page.getByTestId('portal-title')).toHaveText(/ IT Portal$/);
  });

  test('transport office: transport admin area', async ({ page }) => {
    await login(page, 'transport');
    const entries = await navEntries(page);
    expect(entries).toEqual(expect.arrayContaining(['Manage Requests', 'Add Route', 'Add Bus Stop', 'View Routes']));
    expect(entries).not.toContain('Clearance Requests');
  });

  for (const user of ['student', 'newstudent'] as DemoUser[]) {
    test(`${user}: student sidebar`, async ({ page }) => {
      await login(page, user);
      const sidebar = page.getByRole('navigation', { name: 'Student' });
      for (const name of ['Dashboard', 'ID Card', 'Clearance Certificate', 'My Requests', 'Apply for Transport Card', 'My Transport Requests']) {
        await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // The demo student is eligible and the seeded endowment schedule is live.
      if (user === 'student') await expect(sidebar.getByRole('link', { name: 'Endowment Funds' })).toBeVisible();
      await sidebar.getByRole('link', { name: 'My Requests' }).click();
      await expect(page).toHaveURL('/student-uni-card-requests');
    });
  }

  test('a wrong password shows the reason and stays on the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('card');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username or password');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('empty fields are explained', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter your username')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
  });
});

test.describe('guards', () => {
  for (const path of ['/students-id-cards', '/card-admin', '/home', '/transport-admin', '/card-dues']) {
    test(`anonymous ${path} → /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    });
  }

  const cases: [DemoUser, string, string][] = [
    ['student', '/card-admin', '/home'],
    ['student', '/students-triplicate-id-cards', '/home'],
    ['student', '/delivered-card-requests', '/home'],
    ['exam', '/card-admin', '/clearance-certificate-requests'],
    ['exam', '/students-id-cards', '/clearance-certificate-requests'],
    ['exam', '/home', '/clearance-certificate-requests'],
    ['exam', '/card-dues', '/clearance-certificate-requests'],
    ['transport', '/card-admin', '/transport-admin'],
    ['card', '/card-admin', '/card-admin'],
    ['card', '/card-dues', '/card-dues'],
    ['card', '/login', '/students-id-cards'],
    ['student', '/', '/home'],
  ];
  for (const [user, from, to] of cases) {
    test(`${user} opening ${from} → ${to}`, async ({ page }) => {
      await loginByApi(page, user);
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test('the event registration page is public and installs no session', async ({ page }) => {
    await page.goto('/ewms-registration');
    await expect(page).toHaveURL('/ewms-registration');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a token the server rejects ends the session with the 401 message', async ({ page }) => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const forged = `${b64({ alg: 'HS256' })}.${b64({ ID: 2002, ROLE: 'FMR', D_ID: 102, NM: 'x', exp: Math.floor(Date.now() / 1000) + 3600 })}.bad`;
    await page.goto(BARE_PATH);
    await page.evaluate((t) => localStorage.setItem('token', t), forged);
    await page.goto('/clearance-certificate-requests');
    await expect(page.getByText('Unauthorized User!! Please Login First')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  for (const what of ['an expired token', 'an unreadable token'] as const) {
    test(`${what} put in place while the page is open ends the session by the next click`, async ({ page }) => {
      await login(page, 'student');
      await page.evaluate((kind) => {
        const [h, p, s] = (localStorage.getItem('token') ?? '').split('.');
        const payload = JSON.parse(atob(p.replace(/-/g, '+').replace(/_/g, '/')));
        const expired = btoa(JSON.stringify({ ...payload, exp: Math.floor(Date.now() / 1000) - 60 }));
        const b64url = expired.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
        localStorage.setItem('token', kind === 'an expired token' ? [h, b64url, s].join('.') : 'not-a-token');
      }, what);
      // The session ends no later than the next click; any re-render of the page may end it sooner.
      const link = page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'My Requests' });
      await Promise.race([link.click().catch(() => undefined), page.waitForURL('/login')]);
      await expect(page).toHaveURL('/login');
      await expect(page.getByText('Unauthorized User!! Please Login First')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  }
});

test.describe('logout', () => {
  for (const user of ['card', 'student', 'transport'] as DemoUser[]) {
    test(`${user}: clears token, page size and page number and returns to /`, async ({ page }) => {
      // Signed in through the login page: a session of its own, not a token cached since the walk began.
      // A call refused as unauthorized before Logout would send the page to /login: named if it happens.
      const refused: string[] = [];
      page.on('response', (r) => r.status() === 401 && refused.push(`${r.request().method()} ${r.url()}`));
      await login(page, user);
      await page.evaluate(() => {
        localStorage.setItem('pageSize', '50');
        localStorage.setItem('pageNumber', '3');
      });
      expect(refused, 'calls refused as unauthorized before Logout').toEqual([]);
      await logout(page);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('pageSize'), localStorage.getItem('pageNumber')]);
      expect(stored).toEqual([null, null, null]);
      await page.goto(HOME_OF[user]);
      await expect(page).toHaveURL('/login');
    });
  }
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('student opens the sidebar with the burger', async ({ page }) => {
    await loginByApi(page, 'student');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Student' });
    // The closed sidebar's links are drawn when it first opens, not with the dashboard.
    await expect(page.locator('nav a[href="/student-clearance-form"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await sidebar.getByRole('link', { name: 'Clearance Certificate' }).click();
    await expect(page).toHaveURL('/student-clearance-form');
    // Once opened they stay drawn (hidden again while the sidebar is closed).
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(page.locator('nav a[href="/home"]')).toHaveCount(1);
  });

  test('card office opens the staff menu with the burger', async ({ page }) => {
    await loginByApi(page, 'card');
    await page.goto('/students-id-cards');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    // The header's version badge does not fit a phone; the drawer shows it.
    await expect(page.getByTestId('drawer-version')).toHaveText(/^v\d+\.\d+\.\d+$/);
    const delivered = nav(page).getByRole('link', { name: 'Delivered Card Requests' });
    // The group starts open when one of its lists is the current page.
    if (!(await delivered.isVisible())) await nav(page).getByText('ID Card Requests').click();
    await delivered.click();
    await expect(page).toHaveURL('/delivered-card-requests');
    await logout(page);
    await expect(page).toHaveURL('/');
  });
});
