import { expect, type Locator, type Page, test } from '@playwright/test';
import { CHALLAN_HEADS, OFFICE_NAMES } from '@portal/domain';
import { DEPARTMENT_NAMES_UR } from '@portal/domain/languages';
import { DEMO_PASSWORD, openRowWhere, tokenFor } from '../helpers';
import { LANG_STORAGE_KEY, ROLE_SCREENS, settled, visitAs } from '../screens';

/**
 * The whole student journey in Urdu: the switch on the login page, a login in Urdu, every
 * student screen right to left (`<html lang="ur" dir="rtl">`, the sidebar on the right, Urdu text), the
 * choice remembered and saved for the student's mails, and the way back to English.
 */
const STUDENT_PATHS = ROLE_SCREENS.find((r) => r.username === 'student')!.paths;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

async function expectRtl(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
}

/** The student sidebar hugs the right edge of the window; the page's content lies to its left. */
async function expectSidebarOnRight(page: Page) {
  const width = page.viewportSize()!.width;
  const nav = await page.getByRole('navigation', { name: 'طالب علم' }).boundingBox();
  const main = await page.locator('main').boundingBox();
  expect(nav).not.toBeNull();
  expect(main).not.toBeNull();
  expect(Math.round(nav!.x + nav!.width)).toBeGreaterThanOrEqual(width - 1);
  expect(nav!.x).toBeGreaterThan(width / 2);
  // The main area's content box ends where the sidebar starts (padding aside).
  expect(main!.x).toBeLessThan(nav!.x);
}

test('a student uses the whole portal in Urdu, right to left', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByText('اردو', { exact: true }).click();
  await expectRtl(page);
  expect(await page.evaluate((k) => localStorage.getItem(k), LANG_STORAGE_KEY)).toBe('ur');
  await page.screenshot({ path: '/tmp/h12i-login-ur.png' });
  // The university's and the portal's names are in Urdu too, and only in Urdu.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اسٹوڈنٹ سروسز پورٹل', { useInnerText: true });
  await expect(page.getByText('گورنمنٹ کالج یونیورسٹی')).toBeVisible();
  await expect(page.getByText('Government College University')).toBeHidden();

  // Sign in through the Urdu login page.
  await page.getByLabel('صارف نام').fill('student');
  await page.getByLabel('پاس ورڈ', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'لاگ ان' }).click();
  await expect(page).toHaveURL('/home');
  await settled(page);
  await expectRtl(page);
  await expect(page.getByRole('heading', { name: 'ڈیش بورڈ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'میری درخواستیں' }).first()).toBeVisible();
  await expectSidebarOnRight(page);
  await expect(page.getByTestId('portal-title')).toHaveText('اسٹوڈنٹ سروسز پورٹل', { useInnerText: true });
  // Urdu is set in the Naskh font shipped with the app.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Noto Naskh Arabic');
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Noto Naskh Arabic') && f.status === 'loaded')))
    .toBe(true);
  await page.screenshot({ path: '/tmp/h12i-home-ur.png' });

  // The language is saved for the student's mails.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await expect
    .poll(async () => (await (await page.request.get('/api/student/notification-settings', { headers: { Authorization: `Bearer ${token}` } })).json()).data.LANG)
    .toBe('ur');

  // Every student screen, right to left, with its heading in Urdu.
  for (const path of STUDENT_PATHS) {
    await visitAs(page, 'student', path, { lang: 'ur' });
    await expectRtl(page);
    if (new URL(page.url()).pathname === '/login') continue;
    await expectSidebarOnRight(page);
    const heading = page.locator('main').getByRole('heading').first();
    await expect(heading, path).toHaveText(ARABIC_SCRIPT);
    // Offices, departments, heads and months in Urdu where the domain has Urdu names.
    expectNoEnglishNames(await cellTexts(page.locator('main')), path);
    expect(await page.locator('main').innerText(), path).not.toMatch(ENGLISH_MONTH);
  }
  await visitAs(page, 'student', '/student-clearance-progress', { lang: 'ur' });
  await page.screenshot({ path: '/tmp/h12i-tracker-ur.png', fullPage: true });

  // A server message arrives in English with its code; Urdu shows the translation.
  const answer = await page.request.put('/api/student/language', { headers: { Authorization: `Bearer ${await tokenFor(page, 'student')}` }, data: { lang: 'xx' } });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({ success: false, msg: 'Choose English (en) or Urdu (ur)', msgCode: 'notification.language' });

  // Back to English with the sidebar's switch: left to right again, remembered.
  await visitAs(page, 'student', '/home', { lang: 'ur' });
  await page.getByRole('navigation', { name: 'طالب علم' }).getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = await page.getByRole('navigation', { name: 'Student' }).boundingBox();
  expect(nav!.x).toBeLessThan(10);
  expect(await page.evaluate((k) => localStorage.getItem(k), LANG_STORAGE_KEY)).toBe('en');
});

test('staff screens follow Urdu too: layout, titles, list columns, the request dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visitAs(page, 'exam', '/clearance-certificate-requests', { lang: 'ur' });
  await expectRtl(page);
  await expect(page.getByRole('heading', { name: 'کلیئرنس سرٹیفکیٹ کی درخواستیں' })).toBeVisible();
  await expect(page.locator('thead').getByText('رول نمبر', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'لاگ آؤٹ' })).toBeVisible();
  await expect(page.getByTestId('list-total')).toContainText('درخواستوں کی کل تعداد');
  // The header's links start at the right edge in right-to-left.
  const title = await page.getByTestId('portal-title').boundingBox();
  expect(title!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
  await page.locator('table tbody tr').first().click();
  await expect(page.getByRole('dialog').getByText('درخواست کی پیش رفت')).toBeVisible();
  await page.screenshot({ path: '/tmp/h12i-staff-ur.png' });
});

/**
 * Urdu throughout: where the domain has an Urdu name (offices and departments, challan heads, months), no
 * English one is left on the staff screens or in the bell; an English reader sees no Urdu.
 */
// The seeded academic departments (apps/server/src/db/academics.ts) whose Urdu names the domain keeps.
const ACADEMIC_NAMES = ['Computer Science', 'Physics', 'Chemistry', 'Mathematics', 'English', 'Economics', 'Botany', 'Zoology', 'Statistics', 'Psychology', 'Intermediate Studies'];
const ENGLISH_DEPARTMENTS = new Set([...Object.values(OFFICE_NAMES), ...ACADEMIC_NAMES]);
const ENGLISH_HEADS = new Set(CHALLAN_HEADS.map((h) => h.REQ_DEF));
const URDU_NAMES = new Set(Object.values(DEPARTMENT_NAMES_UR));
const ENGLISH_MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

/**
 * The texts of a region's table cells, header cells, select options and the values of detail grids (the request
 * dialog's student details), each whole, so typed comments do not count.
 */
const cellTexts = (scope: Locator) => scope.locator('td, th, [role="option"], bdi').allInnerTexts();

/** No cell is an English office, department or head name (a HOD row is "HOD (<department>)"). */
function expectNoEnglishNames(texts: string[], where: string) {
  const english = texts.map((s) => s.trim().replace(/^HOD \((.+)\)$/, '$1')).filter((s) => ENGLISH_DEPARTMENTS.has(s) || ENGLISH_HEADS.has(s));
  expect(english, where).toEqual([]);
}

test('staff screens in Urdu name offices, departments, heads and months in Urdu; the header too', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The header: the office's Urdu name in the portal's title.
  await visitAs(page, 'hostels', '/clearance-certificate-requests', { lang: 'ur' });
  await expect(page.getByTestId('portal-title')).toHaveText('ہاسٹلز انتظامیہ پورٹل');
  const dialog = await openRowWhere(page, (d) => d.getByRole('button', { name: 'چالان بنائیں' }));
  const progress = dialog.getByRole('table', { name: 'درخواست کی پیش رفت' });
  await expect(progress).toBeVisible();
  const rows = await progress.locator('tbody tr td:first-child').allInnerTexts();
  expect(rows.some((r) => URDU_NAMES.has(r.trim())), rows.join(' | ')).toBe(true);
  expectNoEnglishNames(await cellTexts(dialog), 'the request dialog');
  expect(await dialog.innerText()).not.toMatch(ENGLISH_MONTH);
  // Creating a challan offers the office's heads by their Urdu names.
  await dialog.getByRole('button', { name: 'چالان بنائیں' }).click();
  await dialog.getByRole('combobox', { name: 'تفصیل' }).click();
  const options = await page.getByRole('option').allInnerTexts();
  expect(options.length).toBeGreaterThan(0);
  expect(options.every((o) => ARABIC_SCRIPT.test(o)), options.join(' | ')).toBe(true);
  await page.screenshot({ path: '/tmp/h23-staff-dialog-ur.png' });
  await page.keyboard.press('Escape');

  // Other staff screens: titles and tables in Urdu, no English office names or months.
  for (const [user, path, title] of [
    ['exam', '/clearance-certificate-requests', 'امتحانی شعبہ پورٹل'],
    ['hod', '/clearance-certificate-requests', 'کمپیوٹر سائنس — صدرِ شعبہ پورٹل'],
    ['treasurer', '/insights', 'خزانچی پورٹل'],
    ['treasurer', '/endowment-requests', 'خزانچی پورٹل'],
    ['card', '/insights', 'کارڈ آفس پورٹل'],
    ['card', '/students-id-cards', 'کارڈ آفس پورٹل'],
    ['transport', '/transport-admin', 'ٹرانسپورٹ آفس پورٹل'],
  ] as const) {
    await visitAs(page, user, path, { lang: 'ur' });
    await expect(page.getByTestId('portal-title'), `${user} ${path}`).toHaveText(title);
    const main = page.locator('main');
    expectNoEnglishNames(await cellTexts(main), `${user} ${path}`);
    expect(await main.innerText(), `${user} ${path}`).not.toMatch(ENGLISH_MONTH);
  }
  await page.screenshot({ path: '/tmp/h23-transport-ur.png' });
});

test('the bell speaks the reader\'s language: Urdu names and the portal\'s date form in Urdu, no Urdu in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The main library sets "Books Pending" on a request still pending with it.
  const library = { authorization: `Bearer ${await tokenFor(page, 'library')}` };
  const list = await page.request.post('/api/clearance-requests/admin', { headers: library, data: { STATUS: 1, page: 1, pageSize: 10, sortBy: 'APPLY_DATE', sortDir: 'desc' } });
  const { rows } = (await list.json()) as { rows: { T_ID: number; STD_ROLLNO: string }[] };
  const { T_ID, STD_ROLLNO: roll } = rows[rows.length - 1];
  const saved = await page.request.patch('/api/clearance-requests/update', { headers: library, data: { T_ID, STATUS: 16, COMMENT: '', VENUE: '' } });
  expect(saved.status(), await saved.text()).toBe(200);

  // In Urdu: the office and the status in Urdu, in the Urdu font, dated as the rest of the portal dates.
  await visitAs(page, roll, '/home', { lang: 'ur' });
  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toContainText('مرکزی لائبریری: کتابیں واپس نہیں');
  await expect(item).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  expectNoEnglishNames(await item.locator('p').allInnerTexts(), 'the bell in Urdu');
  expect(await item.innerText()).not.toMatch(/[A-Za-z]{3,}/);
  expect(await item.locator('p').first().evaluate((e) => getComputedStyle(e).fontFamily)).toContain('Noto Naskh Arabic');
  await page.screenshot({ path: '/tmp/h8-bell-ur.png' });

  // The same student reading in English sees English only.
  await visitAs(page, roll, '/home', { lang: 'en' });
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification-item').first()).toContainText('Main Library: Books Pending');
  expect(await panel.innerText()).not.toMatch(ARABIC_SCRIPT);
  await page.screenshot({ path: '/tmp/h8-bell-en.png' });
});
