import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { seriousViolations } from '../axe';
import { type DemoUser, loginByApi, tokenFor } from '../helpers';

/**
 * The student's clearance tracker, on a phone: `tracker-student` (seeded for this journey,
 * no requests) applies; the Main Library issues a challan; the tracker tells the student to pay it and
 * downloads it; the treasurer records the payment in the request dialog (which shows the student's next
 * step by the same rule); the tracker's Main Library row changes; the library approves and the row is
 * cleared, the progress counts it.
 */
const STUDENT = 'tracker-student';
const ROLL = `9101-BSCS-${String(new Date().getFullYear() - 3).slice(2)}`;
const LIST = '/clearance-certificate-requests';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function asStudent(page: Page) {
  await page.setViewportSize(PHONE);
  await loginByApi(page, STUDENT);
}

async function asUser(page: Page, user: string) {
  return { Authorization: `Bearer ${await tokenFor(page, user)}` };
}

async function openRequest(page: Page, user: DemoUser): Promise<Locator> {
  // Offices work at a desk; the student on a phone.
  await page.setViewportSize(DESKTOP);
  await loginByApi(page, user);
  await page.goto(LIST);
  await page.getByLabel('Roll No', { exact: true }).fill(ROLL);
  await expect(page.getByTestId('list-total')).toHaveText('Total Number of Requests: 1');
  // Keyboard only: Tab to the row and open it with Enter (lists and row dialogs).
  const row = page.locator('table tbody tr').filter({ hasText: ROLL });
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Request progress')).toBeVisible();
  return dialog;
}

const trackerRow = (page: Page, department: string) => page.getByRole('article', { name: department });

test.use({ viewport: PHONE });

test('the student follows the tracker to pay a challan and sees the row change', async ({ page }) => {
  test.setTimeout(120_000);
  // Setup through the API: the application and the library's challan.
  const student = await asUser(page, STUDENT);
  const applied = await page.request.post('/api/clearance-requests/student/new', {
    headers: student,
    data: { d_id: 413, hostel_id: null, mail_address: 'House 8, Street 2, Johar Town, Lahore', reason: 'Degree Completion', card_poss: 1 },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();
  const progress = await (await page.request.get('/api/student/clearance-progress', { headers: student })).json();
  const T_ID = progress.data.T_ID as number;
  const made = await page.request.post('/api/clearance-requests/newChallan', { headers: await asUser(page, 'library'), data: { T_ID, CH_TYPE: 1, CH_AMOUNT: 750 } });
  expect(made.ok(), await made.text()).toBeTruthy();
  const challanId = (await made.json()).data.CHALLAN_ID as number;

  // The dashboard says what to do and leads to the tracker.
  await asStudent(page);
  await page.goto('/home');
  const payLine = `Pay challan ${challanId} of PKR 750 — the Main Library approves after payment`;
  await expect(page.getByRole('alert').getByText(payLine)).toBeVisible();
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('link', { name: 'Clearance Tracker', exact: true }).click();
  await expect(page).toHaveURL(/\/student-clearance-progress$/);

  const library = trackerRow(page, 'Main Library');
  await expect(page.getByRole('heading', { name: /^0 of \d+ departments cleared$/ })).toBeVisible();
  await expect(library.getByTestId('next-step')).toHaveText(`Next step: ${payLine}`);
  await expect(library.getByTestId(`tracker-challan-${challanId}`)).toContainText('Unpaid');
  await expect(trackerRow(page, 'PG Library').getByTestId('next-step')).toHaveText('Next step: Waiting for the Main Library');
  await page.screenshot({ path: '/tmp/tracker-phone-unpaid.png', fullPage: true });
  // The tracker with its challans is accessible too (the walk over every screen sees it without an application).
  expect(await seriousViolations(page, 'tracker')).toEqual([]);
  const [pdf] = await Promise.all([page.waitForEvent('download'), library.getByRole('button', { name: `Download challan ${challanId}` }).click()]);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync((await pdf.path())!))), { mergePages: true })).text;
  expect(text).toContain('750');
  expect(text).toContain(ROLL);

  // The treasurer's dialog shows the same next step, then records the payment.
  let d = await openRequest(page, 'treasurer');
  // Staff read the same step about the student.
  await expect(d.getByLabel('Request progress').getByRole('row', { name: /^Main Library/ })).toContainText(
    `The student pays challan ${challanId} of PKR 750; the Main Library approves after payment`,
  );
  const challan = d.getByRole('table', { name: 'Challans', exact: true }).locator('tbody tr').filter({ hasText: String(challanId) });
  await challan.getByRole('button', { name: /Record payment/ }).click();
  await page.getByRole('button', { name: 'Record Payment', exact: true }).click();
  await expect(page.getByText('Payment Recorded Successfully')).toBeVisible();
  await expect(challan).toContainText('Paid');

  // The row changes: the challan is paid, the library is working on it.
  await asStudent(page);
  await page.goto('/student-clearance-progress');
  await expect(library.getByTestId(`tracker-challan-${challanId}`)).toContainText('Paid');
  await expect(library.getByTestId('next-step')).toHaveText('Next step: With the Main Library since today');

  // The library approves: the row is cleared and counted.
  d = await openRequest(page, 'library');
  await d.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Approved', exact: true }).click();
  await d.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Status Updated Successfully')).toBeVisible();
  // Closing the dialog returns focus to the row it was opened from.
  await page.keyboard.press('Escape');
  await expect(d).toBeHidden();
  await expect(page.locator('table tbody tr').filter({ hasText: ROLL })).toBeFocused();

  await asStudent(page);
  await page.goto('/student-clearance-progress');
  await expect(library.getByText('Approved', { exact: true })).toBeVisible();
  await expect(library.getByTestId('next-step')).toHaveText(/^Next step: Cleared on \d{2}-\d{2}-\d{4}$/);
  await expect(library).toContainText('Updated by Main Library');
  await expect(page.getByRole('heading', { name: /^1 of \d+ departments cleared$/ })).toBeVisible();
  await expect(trackerRow(page, 'PG Library').getByTestId('next-step')).not.toContainText('Waiting for the Main Library');
  await page.screenshot({ path: '/tmp/tracker-phone-cleared.png', fullPage: true });
});
