import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { type DemoUser, loginByApi } from '../helpers';

/**
 * The clearance journey: the demo student (`student`, BS Computer Science, seeded with no
 * clearance application) applies with the PG Library and the Iqbal Hostel; every department reviews
 * it — a challan is created, approval is refused while it is unpaid, the treasurer records its
 * payment, then approval goes through; the library forwarding chain; the IT person forwards to the HOD
 * who approves; the examination office approves last. The certificate PDF is downloaded (one page) and
 * verified at /verify/{code}. The dashboard tells the student to pay the challan; My Requests lists it,
 * downloads it, and shows it paid.
 */
const ROLL = `0001-BSCS-${String(new Date().getFullYear() - 4).slice(2)}`;
const LIST = '/clearance-certificate-requests';

async function openRequest(page: Page, user: DemoUser): Promise<Locator> {
  await loginByApi(page, user);
  await page.goto(LIST);
  await page.getByLabel('Roll No', { exact: true }).fill(ROLL);
  await expect(page.getByTestId('list-total')).toHaveText('Total Number of Requests: 1');
  await page.locator('table tbody tr').filter({ hasText: ROLL }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Request progress')).toBeVisible();
  return dialog;
}

async function setStatus(page: Page, dialog: Locator, status: string, expected: string, comment?: string) {
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await option(page, status).click();
  if (comment !== undefined) await dialog.getByLabel('Comment/Feedback').fill(comment);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(expected, { exact: false }).last()).toBeVisible();
}

/** An option of the open dropdown (the list behind the dialog has a status filter of its own). */
const option = (page: Page, name: string) => page.getByRole('listbox').getByRole('option', { name, exact: true });

const rowStatus = (dialog: Locator, department: string) => dialog.getByLabel('Request progress').locator('tr').filter({ hasText: department });

test('a clearance application from the student through every department to a verified certificate', async ({ page }) => {
  test.setTimeout(240_000);

  // The student applies.
  await loginByApi(page, 'student');
  await page.goto('/student-clearance-form');
  await expect(page.getByText('Required Documents')).toBeVisible();
  await expect(page.getByText('Fee: PKR 1,000')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please enter your Mailing Address')).toBeVisible();
  await page.getByLabel('Mailing Address').fill('House 12, Street 4, Model Town, Lahore');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please Select Clearance Reason')).toBeVisible();
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Degree Completion' }).click();
  await page.getByRole('combobox', { name: 'Library' }).click();
  await page.getByRole('option', { name: 'PG Library' }).click();
  await page.getByRole('radiogroup', { name: 'Do you reside in a hostel?' }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please Select a Hostel if you reside in one.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Hostel' }).click();
  await page.getByRole('option', { name: 'Iqbal Hostel' }).click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Choose Yes or No for the student card')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Do you have your student card?' }).getByLabel('Yes').check();
  await page.screenshot({ path: '/tmp/clearance-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  // The success page says it, once (no toast beside it).
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByText(/Your clearance application has been submitted, with the challan of the clearance fee/)).toBeVisible();
  // Applying again goes to My Requests with the request type Clearance, where the fee the form showed is
  // a challan to pay (the treasurer's).
  await page.goto('/student-clearance-form');
  await expect(page).toHaveURL(/\/student-uni-card-requests\?requestType=Clearance/);
  const feeChallan = page.getByRole('table', { name: 'Clearance challans' }).locator('tbody tr').filter({ hasText: 'Clearance Processing Fee' });
  await expect(feeChallan).toContainText('PKR 1,000');
  await expect(feeChallan).toContainText('Unpaid');

  // The examination office cannot approve first; after the refusal its form shows what is saved, and the
  // buttons it may not use say why.
  let d = await openRequest(page, 'exam');
  await setStatus(page, d, 'Approved', 'Approval Denied! Pending approvals from other departments');
  await expect(d.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  const examCreate = d.getByRole('button', { name: 'Create Challan' });
  await expect(examCreate).toBeDisabled();
  await expect(examCreate).toHaveAccessibleDescription('Your department does not issue challans: the hostels, the libraries and the treasurer do.');
  await expect(d.getByText('Your department does not issue challans: the hostels, the libraries and the treasurer do.')).toBeVisible();
  const examDelete = d.getByRole('button', { name: 'Delete', exact: true });
  await expect(examDelete).toBeDisabled();
  await expect(examDelete).toHaveAccessibleDescription('Only the card office can delete a clearance request.');
  // Staff read the student's next step about the student, not addressed to them.
  await expect(rowStatus(d, 'Examination Office')).toContainText(/Waiting for \d+ other departments to clear the student first/);

  // Card office. Saving again without a change writes nothing: no new line in the history.
  d = await openRequest(page, 'card');
  // A long comment, one unbroken word, wraps inside the dialog: nothing scrolls sideways.
  await setStatus(page, d, 'Approved', 'Status Updated Successfully', 'x'.repeat(900));
  const history = d.getByRole('table', { name: 'Request history' }).locator('tbody tr');
  await expect(history.first()).toContainText('Approved');
  const body = page.locator('.mantine-Modal-body');
  expect(await body.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  const lines = await history.count();
  await d.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Nothing to save: nothing was changed, so nothing was written.')).toBeVisible();
  await expect(history).toHaveCount(lines);

  // Hostels administration: a challan, approval refused while it is unpaid.
  d = await openRequest(page, 'hostels');
  await d.getByRole('button', { name: 'Create Challan' }).click();
  await d.getByRole('button', { name: 'Add Challan' }).click();
  await expect(page.getByText('Please provide both Amount & Description')).toBeVisible();
  await d.getByRole('combobox', { name: 'Description' }).click();
  // The hostels offer their own heads only.
  await expect(option(page, 'Hostel Damage Charges')).toBeVisible();
  await expect(option(page, 'Examination Fee')).toHaveCount(0);
  await expect(option(page, 'Library Fine')).toHaveCount(0);
  await option(page, 'Mess Bill').click();
  await d.getByLabel('Amount').fill('2500');
  await d.getByRole('button', { name: 'Add Challan' }).click();
  await expect(page.getByText('Challan Created Successfully')).toBeVisible();
  const challanRow = d.getByRole('table', { name: 'Challans', exact: true }).locator('tbody tr').filter({ hasText: 'Mess Bill' });
  await expect(challanRow).toContainText('Unpaid');
  await setStatus(page, d, 'Approved', 'Approval Denied! Unpaid challans detected.');
  await expect(d.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await page.screenshot({ path: '/tmp/clearance-dialog-hostels.png', fullPage: true });

  // A challan issued by mistake is cancelled; /verify then says so, when and by which office.
  await d.getByRole('button', { name: 'Create Challan' }).click();
  await d.getByRole('combobox', { name: 'Description' }).click();
  await option(page, 'Hostel Damage Charges').click();
  await d.getByLabel('Amount').fill('300');
  await d.getByRole('button', { name: 'Add Challan' }).click();
  await expect(page.getByText('Challan Created Successfully')).toBeVisible();
  const mistaken = d.getByRole('table', { name: 'Challans', exact: true }).locator('tbody tr').filter({ hasText: 'Hostel Damage Charges' });
  const [mistakenPdf] = await Promise.all([page.waitForEvent('download'), mistaken.getByRole('button', { name: /Download challan/ }).click()]);
  const mistakenText = (await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync((await mistakenPdf.path())!))), { mergePages: true })).text;
  const cancelledCode = /\/verify\/([A-Z0-9]{12})/.exec(mistakenText)?.[1];
  expect(cancelledCode, 'verification code on the challan').toBeTruthy();
  await mistaken.getByRole('button', { name: /Delete challan/ }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Challan Deleted Successfully')).toBeVisible();
  await expect(mistaken).toHaveCount(0);

  // The student sees the challan: the dashboard gives the tracker's next step and My Requests
  // lists the challan and downloads it.
  await loginByApi(page, 'student');
  await page.goto('/home');
  const needed = page.getByRole('alert').getByText(/Pay challan \d+ of PKR 2,500 — the (Iqbal Hostel|Hostels Administration) approves after payment/);
  await expect(needed).toBeVisible();
  await page.goto('/student-uni-card-requests?requestType=Clearance');
  await expect(page.getByText(/Reference No: CLR-\d{6}/)).toBeVisible();
  const myChallan = page.getByRole('table', { name: 'Clearance challans' }).locator('tbody tr').filter({ hasText: 'Mess Bill' });
  await expect(myChallan).toContainText('PKR 2,500');
  await expect(myChallan).toContainText('Unpaid');
  await expect(myChallan).toContainText(/\d{2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
  await page.screenshot({ path: '/tmp/clearance-student-challan.png', fullPage: true });
  const [challanPdf] = await Promise.all([page.waitForEvent('download'), myChallan.getByRole('button', { name: /Download Challan/ }).click()]);
  const challanText = (await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync((await challanPdf.path())!))), { mergePages: true })).text;
  expect(challanText).toContain('2,500');
  expect(challanText).toContain('Two Thousand Five Hundred Only');
  expect(challanText).toContain(ROLL);

  // The treasurer records the payments (the built-in fee system) — the hostels' challan and its own
  // clearance fee — and approves.
  d = await openRequest(page, 'treasurer');
  await expect(d.getByLabel('Fee information')).toBeVisible();
  const row = d.getByRole('table', { name: 'Challans', exact: true }).locator('tbody tr').filter({ hasText: 'Mess Bill' });
  await row.getByRole('button', { name: /Record payment/ }).click();
  await page.getByRole('button', { name: 'Record Payment', exact: true }).click();
  await expect(page.getByText('Payment Recorded Successfully')).toBeVisible();
  await expect(row).toContainText('Paid');
  await setStatus(page, d, 'Approved', 'Approval Denied! Unpaid challans detected.');
  const fee = d.getByRole('table', { name: 'Challans', exact: true }).locator('tbody tr').filter({ hasText: 'Clearance Processing Fee' });
  await fee.getByRole('button', { name: /Record payment/ }).click();
  await page.getByRole('button', { name: 'Record Payment', exact: true }).click();
  await expect(fee).toContainText('Paid');
  await page.screenshot({ path: '/tmp/clearance-dialog-treasurer.png', fullPage: true });
  await setStatus(page, d, 'Approved', 'Status Updated Successfully');

  // The student sees it paid.
  await loginByApi(page, 'student');
  await page.goto('/student-uni-card-requests?requestType=Clearance');
  await expect(page.getByRole('table', { name: 'Clearance challans' }).locator('tbody tr').filter({ hasText: 'Mess Bill' })).toContainText('Paid');

  // Now the hostels can approve; the hostel too.
  d = await openRequest(page, 'hostels');
  await setStatus(page, d, 'Approved', 'Status Updated Successfully');
  d = await openRequest(page, 'hostel407');
  await setStatus(page, d, 'Approved', 'Status Updated Successfully');

  // The library chain: PG Library waits for the main library, which forwards, then decides last.
  d = await openRequest(page, 'library413');
  await expect(d.getByRole('alert').filter({ hasText: 'Read-only: the main library has not approved or forwarded this request yet.' })).toBeVisible();
  d = await openRequest(page, 'library');
  await setStatus(page, d, 'Forwarded to PG Library', 'Status Updated Successfully');
  d = await openRequest(page, 'library413');
  await setStatus(page, d, 'Approved', 'Status Updated Successfully');
  d = await openRequest(page, 'library');
  await setStatus(page, d, 'Approved', 'Status Updated Successfully');

  // The HOD row: the IT person forwards it, the HOD approves.
  d = await openRequest(page, 'hod');
  await expect(d.getByRole('alert').filter({ hasText: 'Read-only: the IT person has not forwarded this request to the HOD yet.' })).toBeVisible();
  d = await openRequest(page, 'itperson');
  await setStatus(page, d, 'Forwarded to HOD', 'Status Updated Successfully');
  d = await openRequest(page, 'hod');
  await setStatus(page, d, 'Approved', 'Status Updated Successfully');

  // The examination office approves last and downloads the certificate.
  d = await openRequest(page, 'exam');
  await setStatus(page, d, 'Approved', 'Status Updated Successfully');
  await expect(rowStatus(d, 'Examination Office')).toContainText('Approved');
  await page.screenshot({ path: '/tmp/clearance-dialog-exam.png', fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), d.getByRole('button', { name: 'Download' }).click()]);
  const file = await download.path();
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(file!)));
  expect(pdf.numPages).toBe(1);
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain('CLEARANCE CERTIFICATE');
  expect(text).toContain(ROLL);
  const code = /\/verify\/([A-Z0-9]{12})/.exec(text)?.[1];
  expect(code, 'verification code in the PDF').toBeTruthy();

  // Anyone can verify it, without logging in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/verify/${code}`);
  await expect(page.getByText('Genuine document')).toBeVisible();
  await expect(page.getByText('Clearance Certificate', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Document details' })).toContainText('Approved');
  await page.screenshot({ path: '/tmp/clearance-verify.png', fullPage: true });
  await page.goto('/verify/NOTAREALCODE');
  await expect(page.getByText('Not genuine')).toBeVisible();
  // The cancelled challan is not called a forgery: it was cancelled, on this day, by the hostels office.
  await page.goto(`/verify/${cancelledCode}`);
  const today = new Date();
  const day = `${String(today.getDate()).padStart(2, '0')}-${String(today.getMonth() + 1).padStart(2, '0')}-${today.getFullYear()}`;
  await expect(page.getByText('Cancelled challan')).toBeVisible();
  await expect(page.getByText(`This challan was cancelled on ${day} by the Hostels Administration. It is no longer payable.`)).toBeVisible();
  await expect(page.getByText('Not genuine')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/clearance-verify-cancelled.png', fullPage: true });
});
