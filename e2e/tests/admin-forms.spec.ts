import { expect, type Locator, type Page, test } from '@playwright/test';
import { login, pageErrors, tokenFor, typeInto } from '../helpers';
import { setLanguage, settled } from '../screens';

/**
 * The administrator's forms and screens as a newcomer meets them: each mistake said under its field in words
 * (before sending, and the server's refusal of a field under that field too), disabling and enabling an account
 * said as such, closing an event asked first and reopening it said, no page wider than a phone, and every
 * administration screen in Urdu with no English label left.
 */

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const ADMIN_SCREENS = ['/admin', '/admin/accounts', '/admin/departments', '/admin/events', '/admin/jobs', '/admin/students-import'];

/** Types a value and leaves the field (Tab), as a person does. */
async function enter(field: Locator, value: string) {
  await field.fill(value);
  await field.press('Tab');
}

/** The text under a field (its description and its error: Mantine names both in aria-describedby). */
const expectUnder = (field: Locator, text: string | RegExp) => expect(field).toHaveAccessibleDescription(typeof text === 'string' ? new RegExp(escapeRegExp(text)) : text);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function apiAs(page: Page, method: 'post' | 'patch', path: string, data: object) {
  const token = await tokenFor(page, 'admin');
  const res = await page.request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBeTruthy();
  return res.json();
}

test('account forms say each mistake under its field, in words, before sending and after the server refuses', async ({ page }) => {
  const errors = pageErrors(page);
  await login(page, 'admin');
  await page.goto('/admin/accounts');
  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New account' });
  const username = dialog.getByLabel(/^Username/);
  const name = dialog.getByLabel(/^Name/);
  const email = dialog.getByLabel(/^E-mail/);
  const office = dialog.getByLabel(/^Office or department number/);
  const staffId = dialog.getByLabel(/^Staff id/);
  await enter(username, 'x');
  await enter(name, 'N'.repeat(5000));
  await enter(email, 'not-an-address');
  await enter(staffId, 'abc');
  await expectUnder(username, 'A username has 3 to 64 letters, digits, dots, dashes or underscores');
  await expectUnder(name, 'The name can have at most 120 characters');
  await expectUnder(email, 'Please enter a valid email address');
  await expectUnder(staffId, 'The staff id (FM_ID) must be a whole number');
  // Sending says what is still missing, and sends nothing.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/admin/accounts')) sent++;
  });
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectUnder(office, 'Please choose the office of this staff account');
  await enter(office, '999');
  await expectUnder(office, 'There is no office or department with this number');
  await page.screenshot({ path: '/tmp/admin-forms-account-errors.png' });
  expect(sent).toBe(0);
  // Right in form, but the username is taken: the server's refusal shows under the username.
  await enter(username, 'card');
  await enter(name, 'Another Card Clerk');
  await enter(email, '');
  await enter(office, '101');
  await enter(staffId, '');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectUnder(username, 'This username is already taken');
  expect(sent).toBe(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});

test('disabling and enabling an account say "disabled" and "enabled"', async ({ page }) => {
  const username = `toggle-${stamp}`.toLowerCase();
  await apiAs(page, 'post', '/api/admin/accounts', { username, name: 'Toggle Clerk', D_ID: 101 });
  await login(page, 'admin');
  await page.goto('/admin/accounts');
  await typeInto(page.getByRole('textbox', { name: /Username/ }).first(), username);
  const row = page.getByRole('row').filter({ hasText: username });
  await row.click();
  const dialog = page.getByRole('dialog', { name: `Account ${username}` });
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Account disabled: it is signed out and cannot sign in')).toBeVisible();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await row.click();
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Account enabled: it can sign in again')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // The accounts list says its exact total, never "1,000+".
  await page.getByRole('textbox', { name: /Username/ }).first().fill('');
  await expect(page.getByText(/Total Number of Accounts: \d/)).toBeVisible();
  await expect(page.getByText(/1,000\+/)).toHaveCount(0);
});

test('the event form says each mistake under its field; closing asks first and reopening says so', async ({ page }) => {
  const errors = pageErrors(page);
  await login(page, 'admin');
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await enter(dialog.getByLabel(/^Code/), 'bad code');
  await enter(dialog.getByLabel(/^Venue/), 'V');
  await expectUnder(dialog.getByLabel(/^Code/), 'The code must be 2 to 32 capital letters, digits or dashes (e.g. EWMS-2027)');
  await expectUnder(dialog.getByLabel(/^Venue/), 'The venue must be 2 to 150 characters');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expectUnder(dialog.getByLabel(/^Name/), 'The name must be 3 to 100 characters');
  await expectUnder(dialog.getByLabel(/^Ticket stock/), 'The ticket stock must be a whole number from 1 to 100000');
  await expect(dialog.getByText(/\b(CODE|NAME|VENUE|EVENT_DATE|OPENS_AT|CLOSES_AT)\b/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/admin-forms-event-errors.png' });
  // A code already taken: the server's refusal shows under the code.
  await enter(dialog.getByLabel(/^Code/), 'EWMS-2022');
  await enter(dialog.getByLabel(/^Name/), 'Taken Code Fair');
  await enter(dialog.getByLabel(/^Venue/), 'Main Hall');
  await dialog.getByLabel(/^Event date/).fill('2027-03-01');
  await enter(dialog.getByLabel(/^Ticket stock/), '10');
  await dialog.getByLabel(/^Registration opens/).fill('2027-01-01T09:00');
  await dialog.getByLabel(/^Registration closes/).fill('2027-02-01T09:00');
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expectUnder(dialog.getByLabel(/^Code/), 'An event with this code already exists');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const code = `SHUT-${stamp}`;
  await apiAs(page, 'post', '/api/admin/events', {
    CODE: code,
    NAME: `Shut Fair ${stamp}`,
    VENUE: 'Main Hall',
    EVENT_DATE: '2027-03-01',
    TICKET_STOCK: 10,
    OPENS_AT: new Date(Date.now() - 3_600_000).toISOString(),
    CLOSES_AT: new Date(Date.now() + 48 * 3_600_000).toISOString(),
  });
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Open');
  // Cancelled, nothing changes.
  await row.getByRole('button', { name: `Close ${code}` }).click();
  const ask = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(ask).toContainText(`Close ${code} (Shut Fair ${stamp})?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: `Close ${code}` }).click();
  await ask.getByRole('button', { name: 'Close the event' }).click();
  await expect(page.getByText(`${code} closed: it takes no more registrations`)).toBeVisible();
  await expect(row).toContainText('Closed');
  await row.getByRole('button', { name: `Reopen ${code}` }).click();
  await expect(page.getByText(`${code} reopened: it takes registrations again within its registration dates`)).toBeVisible();
  await expect(row).toContainText('Open');
  // Left closed, so the public page offers only the events the other journeys expect.
  await apiAs(page, 'patch', `/api/admin/events/${code}`, { IS_OPEN: false });
  expect(errors).toEqual([]);
});

test('the department and programme forms say every mistake under its field', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/admin/departments');
  await page.getByRole('button', { name: 'New department' }).click();
  const dept = page.getByRole('dialog', { name: 'New academic department' });
  await enter(dept.getByLabel(/^Department id/), '50');
  await expectUnder(dept.getByLabel(/^Department id/), 'An academic department id is a whole number from 200 to 399');
  await dept.getByRole('button', { name: 'Add department' }).click();
  await expectUnder(dept.getByLabel(/^Name/), 'The name must be 2 to 100 characters');
  // A taken id: the server's refusal under the id.
  await enter(dept.getByLabel(/^Department id/), '201');
  await enter(dept.getByLabel(/^Name/), 'Another Computer Science');
  await dept.getByRole('button', { name: 'Add department' }).click();
  await expectUnder(dept.getByLabel(/^Department id/), 'A department with this id already exists');
  await dept.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New programme' }).click();
  const programme = page.getByRole('dialog', { name: 'New programme' });
  await enter(programme.getByLabel(/^Short name/), 'B');
  await expectUnder(programme.getByLabel(/^Short name/), 'The short name must be 2 to 12 capital letters (it is part of roll numbers)');
  await programme.getByRole('button', { name: 'Add programme' }).click();
  await expectUnder(programme.getByLabel(/^Programme id/), 'A programme id is a whole number from 1 to 9999');
  await expectUnder(programme.getByLabel(/^Department/), 'Programmes belong to an academic department (ids 200 to 399)');
  await page.screenshot({ path: '/tmp/admin-forms-programme-errors.png' });
});

test('no administration screen is wider than a phone, in English or Urdu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'admin');
  for (const lang of ['en', 'ur'] as const) {
    await setLanguage(page, lang);
    for (const path of ADMIN_SCREENS) {
      await page.goto(path);
      await settled(page);
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(wider, `${path} in ${lang} at 390 px`).toBeLessThanOrEqual(0);
    }
  }
  await setLanguage(page, 'en');
});

/**
 * Words that stay in Latin letters in Urdu: the language switch's "English", file formats, the bank networks'
 * names, the server's setting names and the students file's column names (carried as they are), and the
 * abbreviations and examples written in Urdu text as they are.
 */
const KEPT = new Set(['English', 'CSV', 'Excel', 'xlsx', 'Bill', 'Kuickpay', 'BPS', 'USERNAME', 'PASSWORD', 'HOD', 'EWMS', 'BSCS', 'PKT', 'MAJ', 'YEAR', 'CONTACT', 'GROUP', 'EMAIL']);

/** The visible words of the page that are not data: table rows, isolated values (<bdi>) and code are data. */
async function labelWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll('tbody, bdi, code, script, style, [hidden], [aria-hidden="true"]')) el.remove();
    return body.innerText.match(/[A-Za-z]{3,}/g) ?? [];
  });
}

test('every administration screen in Urdu keeps no English label', async ({ page }) => {
  await login(page, 'admin');
  await setLanguage(page, 'ur');
  const left: string[] = [];
  for (const path of ADMIN_SCREENS) {
    await page.goto(path);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    const words = (await labelWords(page)).filter((w) => !KEPT.has(w));
    if (words.length) left.push(`${path}: ${[...new Set(words)].join(' ')}`);
  }
  // The forms too: each dialog of the accounts, events and departments screens.
  for (const [path, button] of [
    ['/admin/accounts', 'نیا اکاؤنٹ'],
    ['/admin/events', 'نئی تقریب'],
    ['/admin/departments', 'نیا شعبہ'],
    ['/admin/departments', 'نیا پروگرام'],
  ] as const) {
    await page.goto(path);
    await settled(page);
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const words = (await dialog.evaluate((el) => (el as HTMLElement).innerText.match(/[A-Za-z]{3,}/g) ?? [])).filter((w) => !KEPT.has(w));
    if (words.length) left.push(`${path} ${button}: ${[...new Set(words)].join(' ')}`);
    await page.screenshot({ path: `/tmp/admin-forms-ur-${path.split('/').pop()}-${button.length}.png` });
  }
  // In the tables, what the portal says (not the data): roles, whether an account is active, office names.
  await page.goto('/admin/accounts');
  await settled(page);
  const accounts = page.getByRole('table');
  await expect(accounts.getByRole('row').nth(1)).toBeVisible();
  for (const column of [2, 3, 5]) {
    const cells = await accounts.locator(`tbody tr td:nth-child(${column + 1})`).allInnerTexts();
    expect(cells.filter((c) => /[A-Za-z]{3,}/.test(c.replace(/\bHOD\b/, ''))), `accounts column ${column + 1}`).toEqual([]);
  }
  await page.goto('/admin/departments');
  await settled(page);
  const departments = page.getByRole('table', { name: 'شعبہ جات' });
  await expect(departments).toContainText('کارڈ آفس');
  await expect(departments).not.toContainText('Card Office');
  await setLanguage(page, 'en');
  expect(left).toEqual([]);
});
