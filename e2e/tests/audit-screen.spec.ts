import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login, pageErrors, typeInto } from '../helpers';

/**
 * The administrator's audit screen reads like the rest of the portal: the filters apply as they are typed or
 * chosen (no Search button), days are chosen in the portal's date input, each change reads in words (codes
 * as names), the raw data folds out on demand, Urdu leaves no English label, and a phone scrolls no sideways.
 */

const stamp = Date.now().toString(36).slice(-5);
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The page is no wider than the window (no sideways scroll of the page itself). */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, 'page scrolls sideways').toBeLessThanOrEqual(client);
}

test("the administrator disables an account and reads the change on the audit screen, in English and Urdu, on a desk and a phone", async ({ page }) => {
  const errors = pageErrors(page);
  const username = `audited-${stamp}`;
  const adminToken = (await (await page.request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).json()).token as string;
  const headers = { authorization: `Bearer ${adminToken}` };
  expect((await page.request.post('/api/admin/accounts', { headers, data: { username, name: 'Audited Desk', D_ID: 406 } })).ok()).toBeTruthy();
  expect((await page.request.patch(`/api/admin/accounts/${username}`, { headers, data: { disabled: true } })).ok()).toBeTruthy();

  await page.setViewportSize({ width: 1366, height: 900 });
  await login(page, 'admin');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  // Like every other list: no Search button, the filters apply as typed or chosen.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  const main = page.locator('main');
  const entries = main.locator('tbody tr.mantine-datatable-row');
  await typeInto(main.getByRole('textbox', { name: 'Record', exact: true }), username);
  // Made, then disabled: both of this record's entries, newest first.
  await expect(entries).toHaveCount(2);
  await expect(entries.last()).toContainText('Created');
  await main.getByRole('combobox', { name: 'What', exact: true }).selectOption({ label: 'Account' });
  await main.getByRole('combobox', { name: 'Action', exact: true }).selectOption({ label: 'Disabled' });
  await expect(entries).toHaveCount(1);
  const entry = entries.first();

  // Days in the portal's date input (YYYY-MM-DD, whatever the browser's locale), applied as chosen.
  const from = main.getByRole('textbox', { name: 'From', exact: true });
  await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  const yesterday = day(new Date(Date.now() - 86_400_000));
  await typeInto(from, yesterday);
  await from.press('Tab');
  await expect(from).toHaveValue(yesterday);
  const to = main.getByRole('textbox', { name: 'To', exact: true });
  await typeInto(to, yesterday);
  await to.press('Tab');
  await expect(main.getByText('No audited change matches.')).toBeVisible();
  await to.locator('xpath=..').getByRole('button', { name: 'Clear' }).click();
  await expect(to).toHaveValue('');
  await expect(entries).toHaveCount(1);

  // The change in words: the kind of record, the action and the field that changed, no wire names.
  await expect(entry).toContainText('Account');
  await expect(entry).toContainText('Disabled');
  await expect(entry.getByRole('list', { name: 'Change' })).toBeVisible();
  const change = entry.locator('ul');
  await expect(change).toHaveText('Disabled: No → Yes');
  expect(await entry.innerText()).not.toContain('DISABLED');
  // The raw data, for whoever needs it, folds out.
  const raw = entry.locator('details');
  await expect(raw.locator('pre').first()).toBeHidden();
  await raw.getByText('Show raw').click();
  await expect(raw.locator('pre').last()).toContainText('"DISABLED": true');
  await raw.getByText('Show raw').click();
  await page.screenshot({ path: '/tmp/audit-screen-en.png', fullPage: true });

  // Urdu: the filters stay, and no English label is left (data aside: the names, the username, CSV and Excel).
  await page.getByTestId('language-switch').getByText('اردو', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(change).toHaveText('بند: نہیں ← ہاں');
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]/);
  const text = await main.innerText();
  const words = text.replaceAll(username, '').replaceAll('Portal Administrator (admin)', '').replace(/\b(CSV|Excel)\b/g, '');
  expect(words.match(/[A-Za-z][A-Za-z ]*/g) ?? [], 'English left on the Urdu screen').toEqual([]);
  await page.screenshot({ path: '/tmp/audit-screen-ur.png', fullPage: true });

  // A phone: nothing scrolls the page sideways, in either language.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(change).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/audit-screen-ur-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId('language-switch').getByText('English', { exact: true }).click();
  await expect(change).toHaveText('Disabled: No → Yes');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/audit-screen-en-390.png', fullPage: true });
  expect(errors).toEqual([]);
});
