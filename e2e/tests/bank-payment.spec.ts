import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from '../axe';
import { E2E_BANK } from '../bank';
import { loginByApi, openStaffLink, pageErrors, tokenFor, typeInto } from '../helpers';

/**
 * A challan paid from a bank's app: a new student (imported by the administrator) applies for clearance and
 * the Main Library issues a challan; the student's tracker shows it unpaid with its consumer number; the
 * banks' network (this test, as the aggregator, with the server's credentials) asks for the bill and pays it;
 * the student reloads the page and sees it paid and the Main Library's row moved on; the treasurer finds the
 * payment by its consumer number, and a bank statement naming the challan shows it already paid through the bank;
 * the administrator's jobs page says when the bank last called.
 */
const PASSWORD = 'Welcome@2025';
const DESKTOP = { width: 1280, height: 800 };

const bearer = async (page: Page, user: string, password?: string) => ({ Authorization: `Bearer ${await tokenFor(page, user, password)}` });

/** A student of its own for this journey: imported through the administrator's students import. */
async function importStudent(page: Page): Promise<string> {
  const rn = 9500 + Math.floor(Math.random() * 400);
  const csv = ['NM,F_NM,MAJ_ID,YEAR,RN', `Bilal Bankpay,Tariq Mehmood,11,${new Date().getFullYear() - 3},${rn}`].join('\n');
  const res = await page.request.post('/api/admin/students/import', {
    headers: await bearer(page, 'admin'),
    multipart: { dryRun: 'false', password: PASSWORD, file: { name: 'bank-journey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const report = (await res.json()).data;
  expect(report.accepted, JSON.stringify(report)).toHaveLength(1);
  return report.accepted[0].ROLNO as string;
}

/** The aggregator's call, with the credentials the journeys' server runs with. */
const bankCall = (page: Page, name: 'BillInquiry' | 'BillPayment', data: object) =>
  page.request.post(`/api/bps/${name}`, { headers: { username: E2E_BANK.username, password: E2E_BANK.password }, data });

test.use({ viewport: DESKTOP });

test('a student pays a challan at a bank by its consumer number and sees it paid and the request moved on', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = pageErrors(page);
  // Setup through the API: the student, the application and the Main Library's challan.
  const rollNo = await importStudent(page);
  const student = await bearer(page, rollNo, PASSWORD);
  const photo = await sharp({ create: { width: 120, height: 150, channels: 3, background: { r: 120, g: 140, b: 160 } } }).jpeg().toBuffer();
  const uploaded = await page.request.post('/api/clearance-requests/student/uploadImg', { headers: student, multipart: { file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo } } });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const applied = await page.request.post('/api/clearance-requests/student/new', {
    headers: student,
    data: { d_id: 413, hostel_id: null, mail_address: 'House 14, Street 9, Gulberg, Lahore', reason: 'Degree Completion', card_poss: 1 },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();
  const T_ID = (await (await page.request.get('/api/student/clearance-progress', { headers: student })).json()).data.T_ID as number;
  const made = await page.request.post('/api/clearance-requests/newChallan', { headers: await bearer(page, 'library'), data: { T_ID, CH_TYPE: 1, CH_AMOUNT: 750 } });
  expect(made.ok(), await made.text()).toBeTruthy();
  const challanId = (await made.json()).data.CHALLAN_ID as number;
  const consumerNumber = `${E2E_BANK.prefix}${String(challanId).padStart(13, '0')}`;

  // The student signs in on the login page and opens the tracker.
  await page.goto('/login');
  await typeInto(page.getByLabel('Username'), rollNo);
  await typeInto(page.getByLabel('Password', { exact: true }), PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/home');
  await page.getByRole('link', { name: 'Clearance Tracker', exact: true }).click();
  await expect(page).toHaveURL(/\/student-clearance-progress$/);

  const library = page.getByRole('article', { name: 'Main Library' });
  const challan = library.getByTestId(`tracker-challan-${challanId}`);
  await expect(challan).toContainText('Unpaid');
  await expect(challan).toContainText(`Pay at any bank branch, ATM, internet or mobile banking — 1Bill / Kuickpay: consumer number ${consumerNumber}`);
  await expect(challan.getByTestId(`consumer-number-${challanId}`).locator('code')).toHaveText(consumerNumber);
  // The tracker with the consumer numbers stays accessible.
  expect(await seriousViolations(page, 'tracker with consumer numbers')).toEqual([]);
  await expect(library.getByTestId('next-step')).toHaveText(`Next step: Pay challan ${challanId} of PKR 750 — the Main Library approves after payment`);
  await page.screenshot({ path: '/tmp/bank-payment-unpaid.png', fullPage: true });

  // The bank's app asks for the bill by its number, then pays the full amount.
  const inquiry = await (await bankCall(page, 'BillInquiry', { consumer_number: consumerNumber, bank_mnemonic: 'HBL' })).json();
  expect(inquiry).toMatchObject({ response_Code: '00', Bill_Status: 'U', Amount_Within_DueDate: '+0000000075000', Consumer_Detail: expect.stringMatching(/^Bilal Bankpay +$/) });
  const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const paid = await (
    await bankCall(page, 'BillPayment', { consumer_number: consumerNumber, tran_auth_id: 'E2E750', transaction_amount: '0000000075000', tran_date: today, tran_time: '101500', bank_mnemonic: 'HBL' })
  ).json();
  expect(paid).toMatchObject({ response_Code: '00', Identification_Parameter: expect.any(String) });

  // Only the page is reloaded: the challan is paid, its number gone, the Main Library's row moved on.
  await page.reload();
  await expect(challan).toContainText('Paid');
  await expect(challan).not.toContainText('Unpaid');
  await expect(challan).not.toContainText(consumerNumber);
  await expect(library.getByTestId('next-step')).toHaveText('Next step: With the Main Library since today');
  await page.screenshot({ path: '/tmp/bank-payment-paid.png', fullPage: true });

  // The treasurer finds the payment by its consumer number on the Bank Payments screen.
  await loginByApi(page, 'treasurer');
  await page.goto('/clearance-certificate-requests');
  await openStaffLink(page, 'Bank Payments');
  await expect(page.getByRole('heading', { name: 'Bank payments' })).toBeVisible();
  await typeInto(page.getByLabel('Consumer number or authorisation id'), consumerNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments).toContainText('E2E750');
  await expect(payments).toContainText('PKR 750');
  await expect(payments).toContainText(rollNo);
  await page.screenshot({ path: '/tmp/bank-payment-treasurer.png', fullPage: true });
  // Back to the last seven days: the totals by day and by bank count it.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('status').filter({ hasText: /payments?, PKR/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By bank' }).getByRole('row').filter({ hasText: 'HBL' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By day' }).getByRole('row')).not.toHaveCount(1);
  await expect(payments).toContainText('E2E750');
  await page.screenshot({ path: '/tmp/bank-payment-settlement.png', fullPage: true });

  // A bank statement that names the challan again: already paid, through the bank; nothing to record.
  await openStaffLink(page, 'Reconciliation');
  // Yesterday: never a future day, whatever the server's time zone.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const statement = { name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(`Challan No,Amount,Date Paid\n${challanId},750,${day}\n`) };
  await page.locator('input[type=file]').setInputFiles(statement);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('tab', { name: /Matched\s*0/ })).toBeVisible();
  await page.getByRole('tab', { name: /Already paid\s*1/ }).click();
  await expect(page.getByRole('table', { name: 'Already paid' })).toContainText(/Already paid through the bank on \d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Record payments' })).toBeDisabled();

  // The administrator's jobs page says when the bank last called and last paid.
  await loginByApi(page, 'admin');
  await page.goto('/admin/jobs');
  const bank = page.getByRole('group', { name: 'Bank bill payments (1Bill / Kuickpay)' });
  await expect(bank).toContainText(/The bank last called: \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(bank).toContainText(/Last payment received: \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await page.screenshot({ path: '/tmp/bank-payment-jobs.png', fullPage: true });
  expect(errors).toEqual([]);
});
