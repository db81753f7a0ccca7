import { expect, test } from '@playwright/test';
import { loginByApi, tokenFor } from '../helpers';

/**
 * Bulk decisions: six dedicated students (`bulk-student-1` … `-6`, seeded with no requests)
 * apply for clearance; the library forwards the sixth to the PG Library with a single save, which
 * makes the main library's row wait. The library then ticks all six on the page, approves them in
 * bulk, sees the preview ("5 will change, 1 will be refused: …"), confirms, and reads each row's result.
 */
const LIST = '/clearance-certificate-requests';
const STATUS = { APPROVED: 9, PENDING: 1, FORWARDED_PG_LIBRARY: 25 } as const;
const MAIN_LIBRARY = 406;
const students = Array.from({ length: 6 }, (_, i) => `bulk-student-${i + 1}`);

test('the library approves five requests in bulk; the one waiting for the PG Library is refused and untouched', async ({ page }) => {
  test.setTimeout(120_000);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  const requests: { T_ID: number }[] = [];
  for (const username of students) {
    const token = await tokenFor(page, username);
    const applied = await page.request.post('/api/clearance-requests/student/new', {
      headers: auth(token),
      data: { d_id: 413, hostel_id: null, mail_address: 'House 3, Street 7, Garden Town, Lahore', reason: 'Degree Completion', card_poss: 1 },
    });
    expect(applied.ok(), await applied.text()).toBeTruthy();
    const check = await (await page.request.post('/api/clearance-requests/student/checkApplication', { headers: auth(token), data: {} })).json();
    expect(check.data, JSON.stringify(check)).toHaveLength(1);
    requests.push({ T_ID: check.data[0].T_ID });
  }
  const library = await tokenFor(page, 'library');
  const forwarded = requests[5];
  const f = await page.request.patch('/api/clearance-requests/update', {
    headers: auth(library),
    data: { T_ID: forwarded.T_ID, STATUS: STATUS.FORWARDED_PG_LIBRARY, COMMENT: '', VENUE: '' },
  });
  expect(f.ok(), await f.text()).toBeTruthy();

  await loginByApi(page, 'library');
  await page.goto(LIST);
  await page.getByLabel('Name', { exact: true }).fill('Bulk Student');
  await expect(page.getByTestId('list-total')).toHaveText('Total Number of Requests: 6');
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('button', { name: 'Change selected (6)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change many rows' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Approved', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Cleared at the end of term');
  await dialog.getByRole('button', { name: 'Preview 6 rows' }).click();

  const preview = dialog.getByRole('status');
  await expect(preview).toContainText('5 will change, 1 will be refused:');
  await expect(preview).toContainText('forwarded to the departmental library');
  await page.screenshot({ path: '/tmp/bulk-preview.png' });
  // The preview changed nothing.
  const libraryRow = async (T_ID: number) => {
    const body = await (await page.request.get(`/api/clearance-requests/${T_ID}`, { headers: auth(library) })).json();
    return (body.data[1] as { D_ID: number; REQ_ID: number; COMMENT: string }[]).find((r) => r.D_ID === MAIN_LIBRARY)!;
  };
  expect((await libraryRow(requests[0].T_ID)).REQ_ID).toBe(STATUS.PENDING);

  await dialog.getByRole('button', { name: 'Confirm: change 5 rows' }).click();
  await expect(dialog.getByRole('status')).toHaveText('5 changed, 1 refused');
  const result = dialog.getByRole('table', { name: 'Result of each row' });
  await expect(result.getByText('Changed', { exact: true })).toHaveCount(5);
  await expect(result.getByText('Refused', { exact: true })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/bulk-result.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();

  for (const r of requests.slice(0, 5)) expect(await libraryRow(r.T_ID)).toMatchObject({ REQ_ID: STATUS.APPROVED, COMMENT: 'Cleared at the end of term' });
  expect(await libraryRow(forwarded.T_ID)).toMatchObject({ REQ_ID: STATUS.FORWARDED_PG_LIBRARY, COMMENT: '' });
  // The list reloaded and the selection cleared.
  await expect(page.getByRole('button', { name: /Change selected/ })).toHaveCount(0);
});

test('every staff list offers the bulk controls: ticking a card request selects it without opening it; pasted roll numbers are previewed', async ({ page }) => {
  await loginByApi(page, 'card');
  await page.goto('/students-id-cards');
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Change selected (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change many rows' });
  await expect(dialog.getByLabel('Distribution Date')).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview 1 row' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a status');
  await page.screenshot({ path: '/tmp/bulk-cards.png' });
  // A pasted roll number without a request of this list is refused in the preview; the preview changes nothing.
  await dialog.getByRole('textbox', { name: 'Paste roll numbers' }).fill('9999-NONE-99\n9999-none-99');
  await expect(dialog.getByText('1 roll number', { exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Verifying', exact: true }).click();
  await dialog.getByRole('button', { name: 'Preview 2 rows' }).click();
  await expect(dialog.getByRole('status')).toHaveText('1 will change, 1 will be refused: 9999-NONE-99 (No request of this list for this roll number)');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await loginByApi(page, 'transport');
  await page.goto('/transport-admin');
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Paste roll numbers' })).toBeVisible();
});
