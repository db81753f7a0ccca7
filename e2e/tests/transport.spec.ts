import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { login, loginByApi, tokenFor } from '../helpers';

/** A small real JPEG; each colour gives different bytes (a re-submitted photo must differ). */
const jpeg = async (r: number, g: number, b: number) => ({
  name: `photo-${r}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 120, height: 150, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 70 })
    .toBuffer(),
});

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the transport office adds a route and two stops and sees them on the timeline', async ({ page }) => {
  const no = `E2E-${Date.now() % 100_000}`;
  const name = 'Johar Town - GCU (e2e)';
  await login(page, 'transport');
  await page.getByRole('link', { name: 'Add Route' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL('/add-transport-route');
  // both fields are required
  await page.getByRole('button', { name: 'Add Route' }).click();
  await expect(page.getByText('Some Info is missing.')).toBeVisible();
  await page.getByLabel('Route Number').fill(no);
  await page.getByLabel('Route Name').fill(name);
  await page.getByRole('button', { name: 'Add Route' }).click();
  await expect(page.getByText('Added bus route Successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(no) })).toBeVisible();

  await page.goto('/add-bus-stop');
  await page.getByRole('button', { name: 'Add Stop' }).click();
  await expect(page.getByText('Please select a route')).toBeVisible();
  await choose(page, 'Route', `${no} - ${name}`);
  await page.getByRole('button', { name: 'Add Stop' }).click();
  await expect(page.getByText('Please Enter a stop')).toBeVisible();
  for (const stop of ['Emporium Mall', 'Khokhar Chowk']) {
    await page.getByLabel('Stop Name').fill(stop);
    await page.getByRole('button', { name: 'Add Stop' }).click();
    await expect(page.getByRole('row', { name: new RegExp(stop) })).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/transport-add-stop.png', fullPage: true });

  await page.goto('/view-transport-route');
  const card = page.getByTestId(`route-${no}`);
  await expect(card).toContainText(name);
  await expect(card).toContainText('Emporium Mall');
  await expect(card).toContainText('Khokhar Chowk');
  await page.screenshot({ path: '/tmp/transport-timeline.png', fullPage: true });
});

/** The office opens the student's request from the list and saves a status. */
async function officeSets(page: Page, rollNo: string, status: string) {
  await loginByApi(page, 'transport');
  await page.goto('/transport-admin');
  await page.getByRole('textbox', { name: 'Search' }).fill(rollNo);
  await expect(page.getByTestId('list-total')).toHaveText(/: 1$/);
  await page.getByRole('cell', { name: rollNo, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Student Information' });
  await expect(dialog.getByLabel('Roll No')).toHaveValue(rollNo);
  await choose(page, 'Status', status);
  if (status === 'Image Not Clear') await dialog.getByLabel('Comment').fill('Photo is blurry');
  await page.screenshot({ path: `/tmp/transport-dialog-${status.replace(/ /g, '-')}.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  if (status === 'Image Not Clear') {
    // Removing the student's photo is asked first, and said once.
    const ask = page.getByRole('dialog').filter({ hasText: 'Setting "Image Not Clear" removes the student\'s photo' });
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText("Saved. The student's photo was removed and the student is asked to upload a new one.")).toBeVisible();
  } else await expect(page.getByText('Form Saved Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(rollNo) })).toContainText(status);
}

test('a student applies, re-submits after Image Not Clear, downloads the challan, and the office completes the request', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await tokenFor(page, 'student');
  const profile = (await (await page.request.get('/api/userProfile', { headers: { authorization: `Bearer ${token}` } })).json()).data as {
    ROLNO: string;
    NM: string;
  };

  // The demo student has no transport request yet.
  await loginByApi(page, 'student');
  await page.goto('/student-transport-card-requests');
  await expect(page.getByText('No Request Found')).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'Home' })
      .or(page.getByRole('button', { name: 'Home' }))
      .first(),
  ).toBeVisible();

  // Apply: checks in the spec's order, then success → /Success1.
  await page.goto('/gcu-transport-apply-form');
  await expect(page.getByLabel('Roll No')).toHaveValue(profile.ROLNO);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Route is not selected')).toBeVisible();
  await page.getByRole('button', { name: 'Route List' }).click();
  await expect(page.getByRole('dialog', { name: 'Route List' })).toContainText('Kalma Chowk');
  await page.keyboard.press('Escape');
  await choose(page, 'Route', '1 - Thokar Niaz Baig - GCU');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Stop is not selected')).toBeVisible();
  await choose(page, 'Stop', 'Kalma Chowk');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Image is not selected')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(await jpeg(200, 120, 90));
  await page.screenshot({ path: '/tmp/transport-apply.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL('/Success1');

  await page.goto('/student-transport-card-requests');
  const row = page.getByRole('row').filter({ hasText: 'Transport Card' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText('N/A');

  // The office: Image Not Clear (the photo is deleted).
  await officeSets(page, profile.ROLNO, 'Image Not Clear');

  // The student re-submits with a new photo.
  await loginByApi(page, 'student');
  await page.goto('/student-transport-card-requests');
  await expect(row).toContainText('Image Not Clear');
  await expect(row).toContainText('Photo is blurry');
  await page.screenshot({ path: '/tmp/transport-student-list.png', fullPage: true });
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/student-transport-card-requests\/update-transport-card-request\/\d+$/);
  await expect(page.getByRole('combobox', { name: 'Stop', exact: true })).toHaveValue('Kalma Chowk');
  await page.locator('input[type="file"]').setInputFiles(await jpeg(40, 160, 210));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page).toHaveURL('/Success1');

  // The office: Fee Pending.
  await officeSets(page, profile.ROLNO, 'Fee Pending');

  // The student downloads the challan.
  await loginByApi(page, 'student');
  await page.goto('/student-transport-card-requests');
  await expect(row).toContainText('Fee Pending');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download Challan' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${profile.ROLNO}.pdf`);
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(await download.path())));
  const { text } = await extractText(pdf, { mergePages: true });
  for (const s of ['STUDENT COPY', 'BANK COPY', 'UNIVERSITY COPY', 'Eighteen Thousand Only', 'PKR 18,000', profile.ROLNO, profile.NM.toUpperCase()])
    expect(text).toContain(s);

  // The office completes the request; the student sees it green, with no action.
  await officeSets(page, profile.ROLNO, 'Complete');
  await loginByApi(page, 'student');
  await page.goto('/student-transport-card-requests');
  await expect(row).toContainText('Complete');
  await expect(row.getByRole('button', { name: 'Download Challan' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/transport-student-complete.png', fullPage: true });
});
