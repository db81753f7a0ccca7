import { expect, test, type Page } from '@playwright/test';
import { login, pageErrors, typeInto } from '../helpers';

/**
 * The administrator's data screens, as people use them: the administrator creates an event with two tickets
 * and visitors register for it on the public page until it sells out; the administrator imports a CSV of
 * students with one bad row, sees why it is rejected and imports the valid rows.
 */

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const NO_MORE_TICKETS = 'All the tickets has been given to the attendees. There is no more ticket for you';
/** A registration's success without a mail server (no SMTP here): the event's name and the ticket. */
const TICKET_KEPT = /ticket number is \d+\. We could not send it to your email just now/;

/** A date-and-time input's value in Pakistan time, `hours` from now. */
const pktInput = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 5 * 3_600_000).toISOString().slice(0, 16);

/** Picks the event on the public page, as a visitor does, once the page has drawn its list of open events. */
async function chooseEvent(page: Page, eventLabel: RegExp, code: string) {
  const choice = page.getByLabel(/^Event/);
  await expect(choice.locator('option').filter({ hasText: eventLabel })).toHaveCount(1);
  await expect(async () => {
    await choice.selectOption({ label: (await choice.locator('option').allTextContents()).find((t) => eventLabel.test(t))! });
    await expect(choice).toHaveValue(code, { timeout: 1000 });
  }).toPass();
}

async function registerVisitor(page: Page, eventLabel: RegExp, code: string, n: number) {
  await page.goto('/ewms-registration');
  await chooseEvent(page, eventLabel, code);
  const digits = `${Date.now()}`.slice(-7) + n;
  await typeInto(page.getByLabel('Full Name'), 'Maryam Iqbal Chaudhry');
  await typeInto(page.getByLabel('Email'), `maryam.${digits}@example.com`);
  await typeInto(page.getByLabel('CNIC/B-Form'), `35202${digits.padStart(8, '0')}`);
  await typeInto(page.getByLabel('Phone Number'), `0333${digits.slice(-7)}`);
  await page.getByLabel('Level of Education').selectOption('Bachelor (BS, MA/MSc (16), LLB)');
  await typeInto(page.getByLabel('Institution Name'), 'Kinnaird College');
  await typeInto(page.getByRole('combobox', { name: 'City of Institution' }), 'Laho');
  await page.getByRole('option', { name: /^Lahore/ }).click();
  await page.getByRole('button', { name: 'Submit Form' }).click();
}

test('the administrator creates an event; visitors register for it until it sells out; the administrator closes it', async ({ page, browser }) => {
  const errors = pageErrors(page);
  const code = `FAIR-${stamp}`;
  const name = `Careers Fair ${stamp}`;
  await login(page, 'admin');
  await page.getByRole('link', { name: 'Events' }).first().click();
  await expect(page).toHaveURL('/admin/events');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await typeInto(dialog.getByLabel(/^Code/), code);
  await typeInto(dialog.getByLabel(/^Name/), name);
  await typeInto(dialog.getByLabel(/^Venue/), 'Bukhari Auditorium');
  await dialog.getByLabel(/^Event date/).fill('2027-02-15');
  await typeInto(dialog.getByLabel(/^Ticket stock/), '2');
  await dialog.getByLabel(/^Registration opens/).fill(pktInput(-1));
  await dialog.getByLabel(/^Registration closes/).fill(pktInput(48));
  await page.screenshot({ path: '/tmp/admin-data-event-new.png' });
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 of 2');
  await expect(row).toContainText('Open');

  // A visitor, not signed in, picks the event among the open ones and registers; a second takes the last ticket.
  const visitor = await (await browser.newContext()).newPage();
  const label = new RegExp(name);
  await registerVisitor(visitor, label, code, 1);
  await expect(visitor.getByRole('status').filter({ hasText: TICKET_KEPT })).toBeVisible();
  await registerVisitor(visitor, label, code, 2);
  await expect(visitor.getByRole('status').filter({ hasText: TICKET_KEPT })).toBeVisible();
  // Sold out: the page says so for this event and does not take a registration.
  await visitor.goto('/ewms-registration');
  await chooseEvent(visitor, label, code);
  await expect(visitor.getByRole('alert').filter({ hasText: NO_MORE_TICKETS })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Submit Form' })).toBeDisabled();
  await visitor.screenshot({ path: '/tmp/admin-data-sold-out.png', fullPage: true });

  await page.reload();
  await expect(row).toContainText('2 of 2');
  await expect(row).toContainText('Sold out');
  // The stock cannot go below the tickets issued: the dialog says so (the server's rule) and does not save.
  await row.getByRole('button', { name: `Change ${code}` }).click();
  const change = page.getByRole('dialog', { name: `Change ${name}` });
  await typeInto(change.getByLabel(/^Ticket stock/), '1');
  await expect(change.getByText('Ticket stock cannot be less than the 2 tickets already issued')).toBeVisible();
  await expect(change.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/admin-data-event-stock.png' });
  await change.getByRole('button', { name: 'Cancel' }).click();
  // Closed, the event leaves the public page (the demo event is the only one open again).
  await row.getByRole('button', { name: `Close ${code}` }).click();
  // Closing asks first, then says so.
  const ask = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(ask).toContainText(`Close ${code} (${name})?`);
  await ask.getByRole('button', { name: 'Close the event' }).click();
  await expect(page.getByText(`${code} closed: it takes no more registrations`)).toBeVisible();
  await expect(row).toContainText('Closed');
  await page.screenshot({ path: '/tmp/admin-data-events.png', fullPage: true });
  await visitor.goto('/ewms-registration');
  await expect(visitor.getByRole('heading', { name: 'EWMS 2022 Ticket Registration' })).toBeVisible();
  await expect(visitor.getByLabel(/^Event/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the administrator imports a CSV with one bad row: checks it, sees the reason, imports the valid rows', async ({ page }) => {
  const errors = pageErrors(page);
  const rn = 9000 + Math.floor(Math.random() * 900);
  const csv = [
    'NM,F_NM,MAJ_ID,YEAR,RN,PH1,F_CONTACT,ADD1,B_GROUP,EMAIL',
    `Hamza Saleem,Saleem Akhtar,11,2025,${rn},03001234567,,Lahore,B+,`,
    `Noor Fatima,Muhammad Aslam,999,2025,${rn + 1},,,,,`,
    `Iqra Javed,Javed Iqbal,12,2025,${rn + 2},,,Lahore,O-,iqra@example.com`,
  ].join('\n');
  await login(page, 'admin');
  await page.getByRole('link', { name: 'Import students' }).first().click();
  await expect(page).toHaveURL('/admin/students-import');

  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Students file').click();
  await (await chooser).setFiles({ name: 'new-students.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await typeInto(page.getByLabel('First password of the imported students'), 'Welcome@2025');
  await page.getByRole('button', { name: 'Check file' }).click();

  const rejected = page.getByRole('table', { name: 'Rejected rows' });
  await expect(rejected.getByRole('row').filter({ hasText: 'unknown MAJ_ID 999' })).toContainText('3');
  await expect(rejected.getByRole('row').filter({ hasText: 'unknown MAJ_ID 999' })).toContainText('MAJ_ID');
  await expect(page.getByRole('table', { name: 'Accepted rows' }).getByRole('row')).toHaveCount(3);
  // A file with a rejected row is not imported whole.
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.screenshot({ path: '/tmp/admin-data-import-checked.png', fullPage: true });
  // In Urdu the rejected row's reason is said in Urdu, with the programme id the server named (isolated, so that
  // it keeps its own order inside the right-to-left sentence).
  const languages = page.getByTestId('language-switch').filter({ visible: true });
  await languages.getByText('اردو', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'نامعلوم MAJ_ID \u2068999\u2069' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'فائل جانچ لی گئی؛ ابھی کچھ درآمد نہیں ہوا۔' })).toBeVisible();
  await languages.getByText('English', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 students imported.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accepted rows' })).toContainText(`${rn}-BSCS-25`);
  await page.screenshot({ path: '/tmp/admin-data-import-done.png', fullPage: true });

  // The same file again changes nothing: both students are already there.
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('status')).toContainText('2 already imported');
  expect(errors).toEqual([]);
});

test('the administrator sets a department’s target days, finds the change in the audit, exports it, and reads the mail queues, in English and Urdu', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const days = String(6 + Math.floor(Math.random() * 20));
  await login(page, 'admin');
  await page.getByRole('link', { name: 'Departments' }).first().click();
  await expect(page).toHaveURL('/admin/departments');
  await typeInto(page.getByLabel('Find'), 'Physics');
  await page.getByRole('button', { name: 'Change department 202' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Physics' });
  await typeInto(dialog.getByLabel(/^Target working days/), days);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Departments' }).getByRole('row').filter({ hasText: 'Physics' })).toContainText(days);
  // A programme with students keeps its short name: the screen says why before the server would refuse.
  await page.getByRole('button', { name: 'Change programme 21' }).click();
  const programme = page.getByRole('dialog', { name: 'Change BS Physics' });
  await expect(programme.getByLabel(/^Short name/)).toBeDisabled();
  await programme.getByRole('button', { name: 'Cancel' }).click();
  await page.screenshot({ path: '/tmp/admin-data-departments.png', fullPage: true });

  await page.goto('/admin/audit');
  // The audit's filters apply as typed or chosen; the change reads in words.
  await typeInto(page.getByRole('textbox', { name: 'Who (username)', exact: true }), 'admin');
  await page.getByRole('combobox', { name: 'What', exact: true }).selectOption({ label: 'Department' });
  await typeInto(page.getByRole('textbox', { name: 'Record', exact: true }), '202');
  const entry = page.locator('main tbody tr').filter({ hasText: new RegExp(`Target days: \\d+ → ${days}(?!\\d)`) });
  await expect(entry.first()).toContainText('Saved');
  await page.screenshot({ path: '/tmp/admin-data-audit.png', fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-.*\.csv$/);

  await page.goto('/admin/jobs');
  await expect(page.getByRole('table', { name: 'Job queues' }).getByRole('row').filter({ hasText: 'Mail' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Mails sent per day/ })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-data-jobs.png', fullPage: true });

  // In Urdu the same screen reads right to left: its heading, its navigation and its tables' heads in Urdu.
  await page.getByTestId('language-switch').filter({ visible: true }).getByText('اردو', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'میل اور کام' })).toBeVisible();
  const queues = page.getByRole('table', { name: 'کاموں کی قطاریں' });
  await expect(queues.getByRole('columnheader', { name: 'قطار' })).toBeVisible();
  await expect(queues.getByRole('row').filter({ hasText: 'میل' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'شعبہ جات' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'میرا اکاؤنٹ' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-data-jobs-urdu.png', fullPage: true });
  await page.goto('/admin/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'شعبہ جات اور پروگرام' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'شعبہ جات' }).getByRole('columnheader', { name: 'ہدف کے دن' })).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-data-departments-urdu.png', fullPage: true });
  expect(errors).toEqual([]);
});
