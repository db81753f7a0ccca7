import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations } from '../axe';
import { loginByApi, tokenFor } from '../helpers';

/**
 * Accessibility: every action works with the keyboard alone (lists, row dialogs, date fields,
 * dropdowns, the bell); focus is visible and returns to where it was when a dialog closes; form errors
 * are tied to their fields. After the session is installed, these journeys use only the keyboard.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`).toBeFocused();
}

/** The focused element draws a focus indicator (an outline or a box shadow). */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
    return outline || s.boxShadow !== 'none';
  });
}

const EDIT_NAME = 'Idcard Edit Journey';

test('the card office works a request with the keyboard: row, status dropdown, distribution date, save, Escape', async ({ page }) => {
  await loginByApi(page, 'card');
  await page.goto('/students-id-cards');
  const name = page.getByLabel('Name', { exact: true });
  await name.focus();
  await page.keyboard.type(EDIT_NAME);
  await expect(page.getByTestId('list-total')).toHaveText('Total Number of Requests: 1');
  const row = page.locator('table tbody tr').filter({ hasText: EDIT_NAME.toUpperCase() });

  // Tab reaches the row; its focus is visible; Enter opens its dialog.
  await tabTo(page, row);
  expect(await focusIsVisible(page), 'the focused row shows a focus indicator').toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request Details' });
  await expect(dialog.getByText(EDIT_NAME.toUpperCase())).toBeVisible();
  expect(await seriousViolations(page, 'card request dialog')).toEqual([]);

  // The status dropdown: focus it, open it with ArrowDown, move, choose with Enter.
  const status = dialog.getByRole('textbox', { name: 'Status', exact: true }).or(dialog.getByRole('combobox', { name: 'Status', exact: true }));
  await tabTo(page, status);
  // Inputs show focus by their border colour (Mantine): the focused one differs from an unfocused one.
  const border = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderColor);
  expect(await border(status), 'the focused dropdown shows a focus indicator').not.toBe(await border(dialog.getByLabel('Venue')));
  const before = await status.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  let chosen = before;
  // Another status, but not Image Not Clear (that one asks first whether to remove the photo).
  const wanted = (v: string) => v !== before && v !== 'Image Not Clear';
  for (let i = 0; i < 8 && !wanted(chosen); i++) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    chosen = await status.inputValue();
    if (!wanted(chosen)) await page.keyboard.press('ArrowDown');
  }
  expect(wanted(chosen), `ArrowDown and Enter chose another status (${chosen})`).toBe(true);

  // The distribution date: Shift+Tab back to it (it comes before the status), type the date, leave with Tab.
  const date = dialog.getByLabel('Distribution Date');
  await tabTo(page, date, { back: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2027-01-12');
  await page.keyboard.press('Tab'); // leaves the field (and its calendar) for the venue
  await expect(dialog).toBeVisible();
  await expect(date).toHaveValue('2027-01-12');

  // Save with the keyboard: the dialog closes and the row shows the changes.
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await tabTo(page, save);
  expect(await focusIsVisible(page), 'the focused button shows a focus indicator').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Form Saved Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('12-01-2027');
  await expect(row).toContainText(chosen);

  // Open it again with Space; Escape closes it and focus returns to the row.
  await tabTo(page, row, { back: true });
  await page.keyboard.press(' ');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Distribution Date')).toHaveValue('2027-01-12');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeFocused();
});

test('the student opens the bell with the keyboard, moves through it and marks all read', async ({ page }) => {
  // Setup through the API: the Main Library comments on a pending request, which notifies its student.
  const library = { authorization: `Bearer ${await tokenFor(page, 'library')}` };
  const list = await page.request.post('/api/clearance-requests/admin', {
    headers: library,
    data: { STATUS: 1, page: 1, pageSize: 10, sortBy: 'APPLY_DATE', sortDir: 'asc' },
  });
  expect(list.status(), await list.text()).toBe(200);
  const { rows } = (await list.json()) as { rows: { T_ID: number; STD_ROLLNO: string }[] };
  const pending = rows[rows.length - 1];
  const detail = await (await page.request.get(`/api/clearance-requests/${pending.T_ID}`, { headers: library })).json();
  const CLR_ID = detail.data[0][0].CLR_ID as string;
  const statuses = (await (await page.request.get('/api/admin/getrequeststatuslist?for=clearance', { headers: library })).json()) as
    | { REQ_ID: number; REQ_DEF: string }[]
    | { data: { REQ_ID: number; REQ_DEF: string }[] };
  const options = Array.isArray(statuses) ? statuses : statuses.data;
  const booksPending = options.find((s) => s.REQ_DEF === 'Books Pending');
  expect(booksPending, JSON.stringify(options)).toBeTruthy();
  const updated = await page.request.patch('/api/clearance-requests/update', {
    headers: library,
    data: { CLR_ID, T_ID: pending.T_ID, STATUS: booksPending!.REQ_ID, COMMENT: 'Return the keyboard manual', VENUE: '' },
  });
  expect(updated.ok(), await updated.text()).toBeTruthy();

  await loginByApi(page, pending.STD_ROLLNO);
  await page.goto('/home');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/[1-9]\d* unread/);

  // Tab to the bell, open it with Enter: focus moves into it.
  await tabTo(page, bell);
  expect(await focusIsVisible(page), 'the focused bell shows a focus indicator').toBe(true);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('notification-item').first()).toContainText('Main Library: Books Pending');
  // Tab moves through the notifications; Shift+Tab comes back to "Mark all read"; Enter marks them read.
  await tabTo(page, panel.getByTestId('notification-item').first());
  const markAll = panel.getByRole('button', { name: 'Mark all read' });
  await tabTo(page, markAll, { back: true, max: 10 });
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAccessibleName(/\b0 unread/);
  // Escape closes it and focus returns to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('a form error is announced and tied to its field (profile email)', async ({ page }) => {
  await loginByApi(page, 'student');
  await page.goto('/student-profile/');
  const email = page.getByRole('textbox', { name: 'Email address' });
  await tabTo(page, email);
  await page.keyboard.press('ControlOrMeta+a');
  // The form leaves checking to its own rule (noValidate): no browser pop-up, the portal's error is shown.
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
  expect(describedBy).not.toBe('');
  const error = page.locator(describedBy.split(/\s+/).map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: /\S/ });
  await expect(error.first()).toBeVisible();
  await expect(error.first()).toHaveText(/email/i);
  // Spoken when it appears (a live alert), not only when the field is focused again.
  await expect(error.first()).toHaveAttribute('role', 'alert');
  await expect(email).toHaveAccessibleDescription(/email/i);
});
