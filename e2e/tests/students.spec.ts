import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { confirmModal, IMAGE_NOT_CLEAR_CONFIRM, IMAGE_NOT_CLEAR_SAVED, loginByApi, tokenFor } from '../helpers';

/**
 * Student portal journeys. Dedicated students from the students seed (password Demo@12345):
 * students-e2e-1 applies for a new card, students-e2e-2 (a delivered card on file) for a duplicate,
 * students-e2e-3 for the endowment fund.
 */
const PHOTO_1 = Buffer.from('/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCABIADwDASIAAhEBAxEB/8QAGgABAAIDAQAAAAAAAAAAAAAAAAYHAwQFAf/EAC8QAAEDAwIDBwIHAAAAAAAAAAEAAgMEBRESMQYTUSEiMkFhccGBoRRCUpGSsdH/xAAYAQADAQEAAAAAAAAAAAAAAAAAAQIEA//EABgRAQEBAQEAAAAAAAAAAAAAAAABEQIx/9oADAMBAAIRAxEAPwCcoiLWwiIufNfbXA/Q+ti1DfSdX9IJ0EWGmrKasZrpp2Sgb6XZx79FmQYiIgCIiAhvFd6kfUut0Dy2JnZKR+Y9PYKNLbu7XNvFYH7895+5Woqc6y0tVPRVDZ6eQse3YhWNa69tyt8VU0aS4Yc3o4bqtFN+DGuFnkLtnTkt/YIpxIERFKxERARnibh+SrkNdRt1SYxJGN3Y8x6qHvY6Nxa9pa4bgjBCtZYZvwpcOdydQ214z909TYry22irukwbDGQzPelcO61WFRUkVDRx00Q7kYxnr1KzNLS0aCNPljZeo05MEREjFo3W7U9pp+ZMdT3eCMbuP+eq2p5mU8D5pDhkbS5x9Aq2uVfLcq19TKfEcNb+lvkE4VuNm4cQ3C4OIMxijO0cZwPqfNczdETQywVVRSv108z4ndWOIUns3Fpe9tPcsDPYJgMfyHyomiBq1wcjIRRrhG6uqIXUEzsviGYyfNvT6KSqVuHxdOYbIWA450jWH23+FBERVE30RETIREQHQsM5p73SvB8UgYfZ3Z8qx0RTVcv/2Q==', 'base64');
const PHOTO_2 = Buffer.from('/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCABIADwDASIAAhEBAxEB/8QAGgABAAIDAQAAAAAAAAAAAAAAAAYHAwQFAf/EADEQAAEDAwIDBQYHAAAAAAAAAAEAAgMEBRESMQYTUSIyQWFxFCEzgaHBQlKRkrHR8P/EABcBAAMBAAAAAAAAAAAAAAAAAAABAgT/xAAWEQEBAQAAAAAAAAAAAAAAAAAAARH/2gAMAwEAAhEDEQA/AJwiIsjcIi5819tcD9D62LUN9J1fwg3QRYaaspqxmumnZKBvpdnHr0WZBCIiAIiICHcV3mR9S63QPLYmfFI/EenoFGVt3drm3isD9+e8/UrUUrjLS1U9FUNnp5Cx7diFY9rr23K3xVTRpLhhzejhuqzU34Ma4WeQu2dMS39AiFUgREVJEREBGeJuH5KuT26jbqkxiSMbux4jzUPex0bi17S1w3BGCFaywy+ylw53J1DbXjP1SxUqvLbaKu6TBsMZEee1K4dlv+6KwqKkioaOOmhHYjGM9epWZpaWjQRp8MbL1GFaIiJkLRut2p7TT8yY6nu7kY3cf681tzzMp4HzSHDI2lzj5BVrcq+W5Vr6mU944a38rfAJU5GzcOIbhcHEGYxRnaOM4HzPiuZuiJKZaeqqKV+unmfE7qxxCk9m4tL3tp7lgZ9wmAx+4fdRNEBa4ORkIo1wjdXVELqCZ2XxDMZPi3p8lJVSXE4unMNkLAcc6RrD6b/ZQNEU1UEREjEREB0LDOae90rwe9IGH0d7vurHRFUTX//Z', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function rollNoOf(page: Page, username: string): Promise<string> {
  const token = await tokenFor(page, username);
  const res = await page.request.get('/api/userProfile', { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()).data.ROLNO as string;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The card office opens the request of `rollNo` in a list and saves a new status in the dialog. */
async function cardOfficeSetsStatus(page: Page, listPath: string, rollNo: string, status: string) {
  await loginByApi(page, 'card');
  await page.goto(listPath);
  await page.getByLabel('Roll No', { exact: true }).fill(rollNo);
  const row = page.getByRole('row').filter({ hasText: rollNo });
  await expect(row).toHaveCount(1);
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Request Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  if (status === 'Image Not Clear') {
    await confirmModal(page, IMAGE_NOT_CLEAR_CONFIRM);
    await expect(page.getByText(IMAGE_NOT_CLEAR_SAVED)).toBeVisible();
  } else {
    await expect(page.getByText('Form Saved Successfully').first()).toBeVisible();
  }
}

test('a student applies for a new card; the card office asks for a clearer photo; the student replaces it; the card is delivered', async ({ page }) => {
  const rollNo = await rollNoOf(page, 'students-e2e-1');
  await loginByApi(page, 'students-e2e-1');
  // The dashboard before any request: the placeholder held while the requests load gives way to the sentence.
  await page.goto('/home');
  await expect(page.getByText('You have no open requests.')).toBeVisible();
  await expect(page.getByTestId('open-requests-loading')).toHaveCount(0);
  await page.goto('/student-university-card');
  await expect(page.getByRole('heading', { name: 'University ID Card' })).toBeVisible();
  await page.getByLabel('Contact Number', { exact: false }).first().fill('03001234567');
  await page.getByRole('textbox', { name: 'Guardian Contact Number' }).fill('03217654321');
  await chooseOption(page, 'Blood Group', 'B+');
  await page.getByRole('textbox', { name: 'Address' }).fill('House 7, Street 3, Johar Town, Lahore');
  // A PNG-named file is refused on the client with the spec's message before anything is sent.
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO_1 });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please Select Only JPEG/JPG Image File')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: PHOTO_1 });
  await page.screenshot({ path: '/tmp/students-new-card.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/success\?kind=card/);
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();

  await page.goto('/home');
  await expect(page.getByTestId('open-request').filter({ hasText: 'New card' })).toContainText('Submitted');
  await page.screenshot({ path: '/tmp/students-home.png', fullPage: true });

  await cardOfficeSetsStatus(page, '/students-id-cards', rollNo, 'Image Not Clear');

  await loginByApi(page, 'students-e2e-1');
  await page.goto('/home');
  await expect(page.getByText('Upload a clearer photo').first()).toBeVisible();
  await page.goto('/student-uni-card-requests');
  const row = page.getByRole('row').filter({ hasText: 'Image Not Clear' });
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: '/tmp/students-my-requests.png', fullPage: true });
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Update Card Request' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'clearer.jpg', mimeType: 'image/jpeg', buffer: PHOTO_2 });
  await page.getByRole('button', { name: 'Submit Again' }).click();
  await expect(page).toHaveURL(/\/student-uni-card-requests$/);
  await expect(page.getByRole('row').filter({ hasText: 'Submitted' })).toHaveCount(1);

  await cardOfficeSetsStatus(page, '/students-id-cards', rollNo, 'Delivered');
  await loginByApi(page, 'students-e2e-1');
  await page.goto('/student-uni-card-requests');
  await expect(page.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(1);
});

test('a duplicate application lands in the duplicate list with its challan', async ({ page }) => {
  const rollNo = await rollNoOf(page, 'students-e2e-2');
  await loginByApi(page, 'students-e2e-2');
  await page.goto('/student-university-card');
  await expect(page.getByText('Please apply for a duplicate card instead')).toBeVisible();
  await page.getByRole('link', { name: /Apply for a duplicate card/ }).click();
  await expect(page.getByRole('heading', { name: 'Duplicate ID Card' })).toBeVisible();
  await expect(page.getByText('PKR 1,500')).toBeVisible();
  await page.getByRole('textbox', { name: 'Address' }).fill('Flat 2, Block C, Model Town, Lahore');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/success\?kind=card.*challan=1/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Challan' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${rollNo}-card-challan.pdf`);
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/student-uni-card-requests');
  const duplicateRow = page.getByRole('row').filter({ hasText: 'Duplicate' }).filter({ hasText: 'Fee Pending' });
  await expect(duplicateRow).toHaveCount(1);
  // student lists show dates as DD MMMM YYYY
  const today = new Date();
  const longToday = `${String(today.getDate()).padStart(2, '0')} ${today.toLocaleString('en-GB', { month: 'long' })} ${today.getFullYear()}`;
  await expect(duplicateRow).toContainText(longToday);

  await loginByApi(page, 'card');
  await page.goto('/students-duplicate-id-cards');
  await page.getByLabel('Roll No', { exact: true }).fill(rollNo);
  await expect(page.getByRole('row').filter({ hasText: rollNo })).toHaveCount(1);
});

test('the Endowment link shows only while eligible and live; an application reaches the treasurer', async ({ page }) => {
  // A first-year student is not eligible: no link.
  await loginByApi(page, 'newstudent');
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'My Requests' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Endowment Funds' })).toHaveCount(0);

  await loginByApi(page, 'students-e2e-3');
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Student' });
  await nav.getByRole('link', { name: 'Endowment Funds' }).click();
  await expect(page.getByRole('heading', { name: 'Endowment Fund Application' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Monthly household income (PKR)' }).fill('38000');
  await page.getByRole('textbox', { name: 'Number of dependants' }).fill('6');
  await page.getByRole('textbox', { name: 'Guardian occupation' }).fill('Rickshaw driver');
  await page.getByRole('textbox', { name: 'Why do you need financial aid?' }).fill('My father is the only earner and my two sisters are also studying this year.');
  await page.locator('input[type=file]').setInputFiles({ name: 'income.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.screenshot({ path: '/tmp/students-eft-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL(/\/success\?kind=endowment/);
  // Applied in this schedule: no longer eligible, the link goes.
  await page.reload();
  await expect(nav.getByRole('link', { name: 'My Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Endowment Funds' })).toHaveCount(0);

  await loginByApi(page, 'treasurer');
  await page.goto('/endowment-requests');
  await page.getByLabel('Name', { exact: true }).fill('Sana Endowment');
  const row = page.getByRole('row').filter({ hasText: 'SANA ENDOWMENT' });
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: '/tmp/students-eft-list.png', fullPage: true });
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Endowment Fund Application' });
  await dialog.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Approved', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Comment/Feedback' }).fill('Approved for 50% fee support');
  await page.screenshot({ path: '/tmp/students-eft-dialog.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form Saved Successfully').first()).toBeVisible();
  await expect(row).toContainText('Approved');

  // The demo student is eligible: the link shows while the schedule is live and goes when it closes.
  await loginByApi(page, 'student');
  await page.goto('/home');
  await expect(nav.getByRole('link', { name: 'Endowment Funds' })).toBeVisible();
  const treasurer = { authorization: `Bearer ${await tokenFor(page, 'treasurer')}` };
  const live = (await (await page.request.get('/api/eft/get-live-schedule', { headers: treasurer })).json()).data;
  expect((await page.request.post(`/api/eft/schedules/${live.ID}/close`, { headers: treasurer })).ok()).toBeTruthy();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'My Requests' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Endowment Funds' })).toHaveCount(0);
  // Leave a live schedule behind for anyone using the demo database afterwards.
  const reopened = await page.request.post('/api/eft/schedules', {
    headers: treasurer,
    data: { TITLE: 'Endowment Fund (reopened)', OPENS_AT: new Date().toISOString(), CLOSES_AT: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  });
  expect(reopened.ok()).toBeTruthy();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Endowment Funds' })).toBeVisible();
});

test("a student sees the portal's header while the layout's code loads, then the layout in its place", async ({ page }) => {
  await loginByApi(page, 'student');
  // A slow network: the layout's code arrives 3 s late.
  await page.route(/\/assets\/student-layout-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto('/home');
  await expect(page.getByRole('banner')).toContainText('Student Services Portal');
  await expect(page.getByLabel('Loading').first()).toBeVisible();
  // …drawn before the layout (whose title carries the test id) has come.
  await expect(page.getByTestId('portal-title')).toHaveCount(0);
  await expect(page.getByTestId('portal-title')).toHaveText('Student Services Portal', { timeout: 15_000, useInnerText: true });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test("a student's first load asks for the dashboard's data alongside its code, and each call once", async ({ page }) => {
  await loginByApi(page, 'student');
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  // A slow network: the dashboard's code arrives 2 s late; its calls are made meanwhile.
  let released = false;
  await page.route(/\/assets\/home-screen-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    released = true;
    await route.continue();
  });
  await page.goto('/home');
  await expect.poll(() => calls.includes('/api/student/card-requests')).toBe(true);
  expect(released).toBe(false);
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: /Endowment Funds/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const call of [
    '/api/student/card-requests',
    '/api/student/transport-requests',
    '/api/clearance-requests/student/my',
    '/api/eft/my-applications',
    '/api/notifications?page=1&pageSize=20&lang=en',
    '/api/eft/get-live-schedule',
  ])
    expect(
      calls.filter((c) => c === call),
      call,
    ).toHaveLength(1);
  expect(calls.filter((c) => c.startsWith('/api/eft/check-eft-eligibility?'))).toHaveLength(1);
});

test('student screens at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginByApi(page, 'student');
  for (const [path, name] of [['/home', 'home'], ['/student-profile/', 'profile'], ['/student-uni-card-requests', 'my-requests'], ['/student-university-card', 'new-card']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/students-390-${name}.png`, fullPage: true });
  }
  await page.goto('/student-profile/');
  await expect(page.getByRole('img', { name: 'Student photo' })).toBeVisible();
  // The Clearance section opens first when the clearance form sends the student here.
  await page.goto('/student-uni-card-requests?requestType=Clearance');
  await expect(page.getByRole('tab', { name: /Clearance/ })).toHaveAttribute('aria-selected', 'true');
});

test('the dashboard does not move as its requests arrive, and what is needed from the student reads at AA', async ({ page }) => {
  // A student whose transport request waits for its fee: an open request and a step needed from them.
  const office = { authorization: `Bearer ${await tokenFor(page, 'transport')}` };
  const res = await page.request.get('/api/admin/get-transport-requests', { headers: office, params: { page: 1, pageSize: 10, 'filters[STATUS]': 'Fee Pending' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { data?: { rows: { ROLNO: string }[] }; rows?: { ROLNO: string }[] };
  const rollNo = (body.data?.rows ?? body.rows ?? [])[0]!.ROLNO;
  await loginByApi(page, rollNo);
  // The requests answer late (a slow network), after the dashboard has drawn.
  await page.route(/\/api\/(student\/(card|transport)-requests|eft\/my-applications|clearance-requests\/student)/, async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/home');
  const needed = page.getByRole('alert').filter({ hasText: 'Needed from you' });
  await expect(needed).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('open-request').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift, 'layout shift while the requests arrive').toBeLessThan(0.02);
  expect(await seriousViolations(page, 'dashboard with a needed step')).toEqual([]);
});

