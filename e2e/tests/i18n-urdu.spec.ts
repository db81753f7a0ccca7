import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, tokenFor } from '../helpers';
import { LANG_STORAGE_KEY, ROLE_SCREENS, settled, visitAs } from '../screens';

/**
 * The whole student journey in Urdu (issue 12): the switch on the login page, a login in Urdu, every
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
    const heading = page.locator('main h2').first();
    await expect(heading, path).toHaveText(ARABIC_SCRIPT);
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
