import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { collectCspViolations } from '../csp';
import { confirmModal, IMAGE_NOT_CLEAR_CONFIRM, login, loginByApi } from '../helpers';

/**
 * The card office's ID-card journeys. Their students are seeded by apps/server/src/seed/id-cards.ts
 * (ID_CARDS_E2E): roll numbers 8801–8806 of BS Computer Science, last year's intake.
 */
const YY = String(new Date().getFullYear() - 1).slice(2);
const roll = (rn: number) => `${rn}-BSCS-${YY}`;
const J = {
  edit: { name: 'Idcard Edit Journey', roll: roll(8801) },
  photo: { name: 'Idcard Photo Journey', roll: roll(8802) },
  restore: { name: 'Idcard Restore Journey', roll: roll(8803) },
  download: { name: 'Idcard Download Journey', roll: roll(8804) },
  record: { name: 'Idcard Record Journey', roll: roll(8805) },
  image: { name: 'Idcard Image Journey', roll: roll(8806) },
};

const bodyRows = (page: Page) => page.locator('table tbody tr');
const total = (page: Page) => page.getByTestId('list-total');
const totalOf = async (page: Page) => Number(((await total(page).textContent()) ?? '').replace(/\D+/g, ''));
/** Reads a DD-MM-YYYY cell as a sortable number. */
const dayNumber = (s: string) => Number(s.trim().split('-').reverse().join(''));

async function filterByName(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(total(page)).toHaveText('Total Number of Requests: 1');
  return bodyRows(page).filter({ hasText: name.toUpperCase() });
}

async function openRequest(page: Page, listPath: string, name: string): Promise<Locator> {
  await page.goto(listPath);
  const row = await filterByName(page, name);
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Request Details' });
  await expect(dialog.getByText(name.toUpperCase())).toBeVisible();
  return dialog;
}

test('the new-card list filters, sorts, pages and exports CSV on the server', async ({ page }) => {
  await login(page, 'card');
  await expect(page.getByRole('heading', { name: 'New ID Card Requests' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  const all = await totalOf(page);
  expect(all).toBeGreaterThan(20);

  // The first column selects rows for bulk decisions. Newest first by default; clicking the date header sorts ascending.
  const dates = async () => (await bodyRows(page).locator('td:nth-child(8)').allInnerTexts()).map(dayNumber);
  const desc = await dates();
  expect([...desc].sort((a, b) => b - a)).toEqual(desc);
  await page.getByRole('button', { name: /^Date Of Apply Sorted/ }).click();
  await expect
    .poll(async () => {
      const d = await dates();
      return d.length === 10 && [...d].sort((a, b) => a - b).join() === d.join() && d.join() !== desc.join();
    })
    .toBe(true);

  // Page 2 holds other requests.
  const firstRefs = await bodyRows(page).locator('td:nth-child(3)').allInnerTexts();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect.poll(async () => (await bodyRows(page).locator('td:nth-child(3)').allInnerTexts()).some((r) => firstRefs.includes(r))).toBe(false);
  await expect(bodyRows(page).first().locator('td').nth(1)).toHaveText('11');

  // Filters: status, then name; the footer counts the filtered rows.
  await page.getByLabel('Status', { exact: true }).fill('verifying');
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  for (const badge of await bodyRows(page).locator('td:nth-child(12)').allInnerTexts()) expect(badge).toMatch(/^Verifying\b/);
  await page.getByLabel('Status', { exact: true }).fill('');
  await filterByName(page, J.edit.name);
  await page.getByLabel('Roll No', { exact: true }).fill(J.edit.roll.slice(0, 4));
  await expect(total(page)).toHaveText('Total Number of Requests: 1');

  // CSV of the filtered rows, under the list's file name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('New Student Cards .csv');
  const text = fs.readFileSync(await csv.path(), 'utf8');
  const lines = text.trim().split(/\r\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain('Reference No,Name,Roll No,Class,Request Type,Date Of Apply');
  expect(lines[1]).toContain(`IDCARD EDIT JOURNEY,${J.edit.roll}`);
  await page.screenshot({ path: '/tmp/id-cards-list.png', fullPage: true });
});

test('the card office opens a request, changes status, RF ID and distribution date, and sees them in the list', async ({ page }) => {
  // The dialog, its drop-downs and the history break no rule of the Content-Security-Policy.
  const cspViolations = await collectCspViolations(page);
  await loginByApi(page, 'card');
  const dialog = await openRequest(page, '/students-id-cards', J.edit.name);
  await expect(dialog.getByRole('img', { name: 'Student photo' })).toBeVisible();
  await expect(dialog.getByLabel('Venue')).toHaveValue('Directorate Of Purchase');

  await dialog.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'In Progress', exact: true }).click();
  // RF ID and machine number stop at 9 characters.
  await dialog.getByLabel('RF ID').fill('RF01234567');
  await expect(dialog.getByLabel('RF ID')).toHaveValue('RF0123456');
  await dialog.getByLabel('Machine No').fill('MC-7');
  await dialog.getByLabel('Distribution Date').fill('2026-01-15');
  await dialog.getByLabel('Comment').fill('Collect from window 3');
  await page.screenshot({ path: '/tmp/id-cards-dialog.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form Saved Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = bodyRows(page).filter({ hasText: 'IDCARD EDIT JOURNEY' });
  await expect(row).toContainText('RF0123456');
  await expect(row).toContainText('15-01-2026');
  await expect(row).toContainText('In Progress');
  await expect(row).toContainText('Collect from window 3');

  // The history shows the change.
  await row.click();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'Request history' })).toContainText('Status: Submitted → In Progress');

  // The distribution date is shown and entered as YYYY-MM-DD whatever the browser's locale; clearing it saves it empty.
  const again = page.getByRole('dialog', { name: 'Request Details' });
  await expect(again.getByLabel('Distribution Date')).toHaveValue('2026-01-15');
  await again.getByLabel('Distribution Date').fill('');
  await again.getByLabel('Comment').click();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again).toBeHidden();
  await expect(row).not.toContainText('15-01-2026');
  await expect(row).toContainText('RF0123456');
  expect(cspViolations).toEqual([]);
});

test('Image Not Clear: asked first, said once, then the photo shows as not accepted and is never fetched again', async ({ page }) => {
  const missingPhotos: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/get-file/') && r.status() === 404) missingPhotos.push(r.url());
  });
  const confirmText = IMAGE_NOT_CLEAR_CONFIRM;
  await loginByApi(page, 'card');
  let dialog = await openRequest(page, '/students-id-cards', J.photo.name);
  await expect(dialog.getByRole('img', { name: 'Student photo' })).toBeVisible();
  const chooseImageNotClear = async () => {
    await dialog.getByLabel('Status', { exact: true }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Image Not Clear', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
  };
  // Cancelled: nothing is saved, the photo stays.
  await chooseImageNotClear();
  await confirmModal(page, confirmText, 'Cancel');
  await expect(dialog.getByRole('img', { name: 'Student photo' })).toBeVisible();
  // Confirmed: one message says what happened.
  await chooseImageNotClear();
  await confirmModal(page, confirmText);
  await expect(page.getByText("Saved. The student's photo was removed and the student is asked to upload a new one.")).toBeVisible();
  await expect(page.getByText('Form Saved Successfully')).toHaveCount(0);
  await expect(page.getByText("The student's photo was deleted so that a clearer one can be uploaded.")).toHaveCount(0);
  await expect(dialog).toBeHidden();

  await bodyRows(page).filter({ hasText: 'IDCARD PHOTO JOURNEY' }).click();
  dialog = page.getByRole('dialog', { name: 'Request Details' });
  await expect(dialog.getByText('Photo not accepted: waiting for a new one')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Student photo' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete Photo' })).toBeDisabled();
  expect(missingPhotos).toEqual([]);
});

test('a deleted request appears in Deleted Requests and can be restored', async ({ page }) => {
  await loginByApi(page, 'card');
  const dialog = await openRequest(page, '/students-duplicate-id-cards', J.restore.name);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmModal(page, 'Do you really want to delete this record?');
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(total(page)).toHaveText('Total Number of Requests: 0');
  await expect(page.getByText(/does not exist or has been deleted/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Deleted Requests' }).click();
  await expect(page).toHaveURL('/DeltedRecord/2');
  const row = bodyRows(page).filter({ hasText: 'IDCARD RESTORE JOURNEY' });
  await expect(row).toContainText('Card Office Staff');
  await page.screenshot({ path: '/tmp/id-cards-deleted.png', fullPage: true });
  await row.getByRole('button', { name: /Restore/ }).click();
  await confirmModal(page, 'Restore request', 'Restore');
  await expect(page.getByText('Request restored successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto('/students-duplicate-id-cards');
  await expect(await filterByName(page, J.restore.name)).toContainText('Fee Paid');
  // The other spelling is the same page.
  await page.goto('/deleted-requests/2');
  await expect(page.getByRole('heading', { name: /Deleted Requests/ })).toBeVisible();
});

test('Download gives {roll number}.zip with a readable request form PDF and the JPEG', async ({ page }) => {
  await loginByApi(page, 'card');
  const dialog = await openRequest(page, '/students-triplicate-id-cards', J.download.name);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const zipFile = await download;
  expect(zipFile.suggestedFilename()).toBe(`${J.download.roll}.zip`);
  const zip = await JSZip.loadAsync(fs.readFileSync(await zipFile.path()));
  expect(Object.keys(zip.files).sort()).toEqual([`${J.download.roll}.jpg`, `${J.download.roll}.pdf`]);
  const jpg = await zip.file(`${J.download.roll}.jpg`)!.async('uint8array');
  expect([jpg[0], jpg[1], jpg[2]]).toEqual([0xff, 0xd8, 0xff]);
  const { text } = await extractText(await zip.file(`${J.download.roll}.pdf`)!.async('uint8array'), { mergePages: true });
  for (const s of [
    'Government College University',
    'Student ID Card Request Form',
    'Triplicate Card',
    'IDCARD DOWNLOAD JOURNEY',
    J.download.roll,
    'For Office Use Only',
    'Signature of Student',
  ])
    expect(text).toContain(s);
});

test('the edit-form route saves and returns to its list after 1.5 s', async ({ page }) => {
  const token = await loginByApi(page, 'card');
  const list = await page.request.post('/api/admin/idcard-requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { cardType: 3, page: 1, pageSize: 10, filters: { STD_NAME: J.download.name } },
  });
  const tId = (await list.json()).rows[0].T_ID as number;
  await page.goto(`/student-triplicate-card/${tId}`);
  await expect(page.getByRole('heading', { name: 'Triplicate ID Card Request' })).toBeVisible();
  await page.getByLabel('Machine No').fill('MC-9');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form Saved Successfully')).toBeVisible();
  await expect(page).toHaveURL('/students-triplicate-id-cards', { timeout: 5000 });
});

test('Delete Student Record deletes by roll number, then says Not found', async ({ page }) => {
  await loginByApi(page, 'card');
  await page.goto('/student-query-manager');
  await page.getByRole('link', { name: /Delete Student Record/ }).click();
  await expect(page).toHaveURL('/manage-record-data');
  const input = page.getByLabel('Roll No');
  for (const expected of ['Deleted successfully', 'Not found']) {
    await input.fill(J.record.roll);
    await page.getByRole('button', { name: 'DELETE RECORD' }).click();
    await confirmModal(page, 'This process cannot be undone.');
    await expect(page.getByText(expected, { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
  }
});

test('Manage Student Image shows a photo and deletes it after confirmation', async ({ page }) => {
  await loginByApi(page, 'card');
  await page.goto('/student-query-manager');
  await page.getByRole('link', { name: /Manage Student Image/ }).click();
  await page.getByLabel('Roll No').fill(J.image.roll);
  await page.getByRole('button', { name: 'SHOW' }).click();
  const img = page.getByRole('img', { name: `Photo of ${J.image.roll}` });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/id-cards-image.png', fullPage: true });
  await page.getByRole('button', { name: 'DELETE' }).click();
  await confirmModal(page, `Do you really want to delete the image of ${J.image.roll}?`);
  await expect(page.getByText('Image deleted successfully')).toBeVisible();
  await expect(page.getByText('This student has no image')).toBeVisible();
  await expect(page.getByRole('button', { name: 'DELETE' })).toBeDisabled();
});

test('New intermediate students: year list, filters, total, and an Excel file with the same rows', async ({ page }) => {
  await loginByApi(page, 'card');
  await page.goto('/new-inter-students');
  const year = new Date().getFullYear();
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(year));
  const options = await page.getByRole('combobox', { name: 'Year' }).locator('option').allInnerTexts();
  expect(options[0]).toBe(String(year));
  expect(options.at(-1)).toBe('2022');

  await expect.poll(() => totalOf(page)).toBeGreaterThan(0);
  const count = await totalOf(page);
  const firstRow = await bodyRows(page).first().locator('td').allInnerTexts();
  const [formNo, rollNo] = [firstRow[1], firstRow[2]];

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`New Intermediate Students ${year}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const ws = wb.worksheets[0];
  expect(ws.rowCount).toBe(count + 1);
  expect(ws.getRow(1).getCell(1).value).toBe('Form No');
  const excelRolls = Array.from({ length: count }, (_, i) => String(ws.getRow(i + 2).getCell(2).value));
  expect(excelRolls).toContain(rollNo);

  // Form numbers repeat across programmes in the demo data; with the roll number one student is left.
  await page.getByLabel('Form No', { exact: true }).fill(formNo);
  await expect.poll(() => totalOf(page)).toBeLessThan(count);
  for (const f of await bodyRows(page).locator('td:nth-child(2)').allInnerTexts()) expect(f).toBe(formNo);
  await page.getByLabel('Roll No', { exact: true }).fill(rollNo);
  await expect(total(page)).toHaveText('Total Number of Students: 1');
  await expect(bodyRows(page).first()).toContainText(rollNo);
  await page.screenshot({ path: '/tmp/id-cards-new-inter.png', fullPage: true });
});
