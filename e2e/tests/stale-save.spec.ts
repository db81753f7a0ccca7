import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { CLEARANCE_MSG, STATUS } from '@portal/domain';
import { loginByApi, tokenFor } from '../helpers';

/**
 * Races: two library staff have the same clearance request open. The first saves; the second's
 * save of the now stale form is refused with CLEARANCE_MSG.staleRow and the dialog offers to reload.
 * Reloading shows the first one's comment; saving again succeeds, and the history shows both saves.
 */
const LIST = '/clearance-certificate-requests';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface ListRow {
  T_ID: number;
  CLR_ID: string;
  STD_ROLLNO: string;
}

interface HistoryEntry {
  ENTITY: string;
  ACTION: string;
  AFTER: Record<string, unknown> | null;
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginByApi(page, 'library');
  return page;
}

async function openDialog(page: Page, req: ListRow): Promise<Locator> {
  await page.goto(LIST);
  await page.getByLabel('Roll No', { exact: true }).fill(req.STD_ROLLNO);
  await page.locator('table tbody tr').filter({ hasText: req.STD_ROLLNO }).first().click();
  const dialog = page.getByRole('dialog', { name: `Clearance Request ${req.CLR_ID}` });
  await expect(dialog.getByLabel('Request progress')).toBeVisible();
  return dialog;
}

async function fillAndSave(page: Page, dialog: Locator, comment: string) {
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Books Pending', exact: true }).click();
  await dialog.getByLabel('Comment/Feedback').fill(comment);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
}

test('a stale save of a clearance row is refused, offers a reload, and nothing is lost', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await staffPage(browser);
  const second = await staffPage(browser);
  const token = await tokenFor(first, 'library');

  // A request still Pending with the main library (seeded).
  const list = await first.request.post('/api/clearance-requests/admin', { headers: auth(token), data: { STATUS: STATUS.PENDING, page: 1, pageSize: 10 } });
  expect(list.ok()).toBeTruthy();
  const { rows } = (await list.json()) as { rows: ListRow[] };
  const req = rows.at(-1);
  expect(req, 'a pending clearance request of the main library').toBeTruthy();

  // Both open it.
  const d1 = await openDialog(first, req!);
  const d2 = await openDialog(second, req!);
  const stamp = Date.now();
  const commentA = `Two books to return (A ${stamp})`;
  const commentB = `Fine of the late return (B ${stamp})`;

  // The first saves.
  await fillAndSave(first, d1, commentA);
  await expect(first.getByText('Status Updated Successfully').last()).toBeVisible();

  // The second saves the form opened before: refused, with the offer to reload.
  const refused = second.waitForResponse((r) => r.url().endsWith('/api/clearance-requests/update'));
  await fillAndSave(second, d2, commentB);
  expect((await refused).status()).toBe(409);
  const offer = second.getByRole('dialog', { name: 'This row has changed' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(CLEARANCE_MSG.staleRow, { exact: true })).toBeVisible();
  await second.screenshot({ path: '/tmp/stale-save-offer.png' });
  await offer.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(offer).toBeHidden();

  // Reloaded: the first one's save is in the form; saving the second's comment now succeeds.
  await expect(d2.getByLabel('Comment/Feedback')).toHaveValue(commentA);
  await expect(d2.getByRole('combobox', { name: 'Status' })).toHaveValue('Books Pending');
  const accepted = second.waitForResponse((r) => r.url().endsWith('/api/clearance-requests/update'));
  await d2.getByLabel('Comment/Feedback').fill(commentB);
  await d2.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await accepted).status()).toBe(200);
  // The status stays what the first save made it: this save changed the comment alone, and says so.
  await expect(second.getByText('Comment and venue saved; the status is unchanged.').last()).toBeVisible();
  await expect(d2.getByLabel('Comment/Feedback')).toHaveValue(commentB);

  // The history shows both saves: in the dialog, and in the API's answer.
  const history = d2.getByRole('table', { name: 'Request history' });
  // Each save's line says what its comment became ("Comment: before → after").
  await expect(history.locator('tr').filter({ hasText: `→ ${commentA}` })).toHaveCount(1);
  await expect(history.locator('tr').filter({ hasText: `${commentA} → ${commentB}` })).toHaveCount(1);
  await second.screenshot({ path: '/tmp/stale-save-history.png', fullPage: true });
  const detail = await second.request.get(`/api/clearance-requests/${req!.T_ID}`, { headers: auth(token) });
  expect(detail.ok()).toBeTruthy();
  const body = (await detail.json()) as { data: [unknown, unknown, HistoryEntry[]] };
  const saves = body.data[2].filter((h) => h.ENTITY === 'clearance_row' && h.ACTION === 'update').map((h) => h.AFTER?.COMMENT);
  expect(saves).toEqual(expect.arrayContaining([commentA, commentB]));
  expect(saves.filter((c) => c === commentA || c === commentB)).toHaveLength(2);

  await first.context().close();
  await second.context().close();
});
