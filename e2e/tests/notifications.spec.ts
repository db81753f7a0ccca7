import { expect, test } from '@playwright/test';
import { loginByApi, tokenFor } from '../helpers';

/**
 * The library sets "Books Pending" with a comment; the student sees the bell's count, opens the
 * bell, reads the notification (department, status, comment) and follows its link to the request.
 */
const LIST = '/clearance-certificate-requests';
const COMMENT = 'Please return "Introduction to Algorithms" to the Main Library';

test('library sets Books Pending with a comment → the student sees the bell, opens it, follows the link', async ({ page }) => {
  test.setTimeout(120_000);
  // A seeded request still Pending with the main library, and its student.
  const libraryToken = await tokenFor(page, 'library');
  const pending = await page.request.post('/api/clearance-requests/admin', {
    headers: { authorization: `Bearer ${libraryToken}` },
    data: { STATUS: 1, page: 1, pageSize: 10, sortBy: 'APPLY_DATE', sortDir: 'desc' },
  });
  const answer = await pending.json();
  expect(pending.status(), JSON.stringify(answer)).toBe(200);
  const { rows } = answer as { rows: { STD_ROLLNO: string }[] };
  const roll = rows[0].STD_ROLLNO;

  // The student starts with what they have, unread.
  const studentToken = await tokenFor(page, roll);
  const before = (await (await page.request.get('/api/notifications', { headers: { authorization: `Bearer ${studentToken}` } })).json()).data.unread as number;

  // The library opens the request and sets Books Pending with a comment.
  await loginByApi(page, 'library');
  await page.goto(LIST);
  await page.getByLabel('Roll No', { exact: true }).fill(roll);
  await expect(page.getByTestId('list-total')).toHaveText('Total Number of Requests: 1');
  await page.locator('table tbody tr').filter({ hasText: roll }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Request progress')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Books Pending', exact: true }).click();
  await dialog.getByLabel('Comment/Feedback').fill(COMMENT);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Status Updated Successfully').last()).toBeVisible();

  // The student: the bell shows one more unread.
  await loginByApi(page, roll);
  await page.goto('/home');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(new RegExp(`${before + 1} unread`));
  await expect(page.getByTestId('notification-count')).toContainText(String(before + 1));
  await bell.click();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toContainText('Main Library: Books Pending');
  await expect(item).toContainText(COMMENT);
  await page.screenshot({ path: '/tmp/notifications-bell.png' });
  await item.click();
  await expect(page).toHaveURL(/\/student-uni-card-requests\?requestType=Clearance/);
  await expect(page.getByText(COMMENT).first()).toBeVisible();
  // Opening it marked it read.
  await expect(bell).toHaveAccessibleName(new RegExp(`${before} unread`));
});
