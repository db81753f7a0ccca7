import { expect, test } from '@playwright/test';
import { loginByApi, tokenFor } from '../helpers';

/**
 * A student who cannot apply is told why where the application would be, before filling anything in, and is
 * never sent elsewhere without a word: a transport card already applied for shows that request's state; a
 * student admitted this year is told they cannot apply for clearance yet, on the form's page and on the
 * tracker (which offers no Apply button then).
 */

test('a student with an open transport request sees it, and why no new one can be made, instead of a blank form', async ({ page }) => {
  // A seeded student whose transport request the office has not finished.
  const office = { authorization: `Bearer ${await tokenFor(page, 'transport')}` };
  const res = await page.request.get('/api/admin/get-transport-requests', { headers: office, params: { page: 1, pageSize: 10, 'filters[STATUS]': 'Submitted' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const open = ((await res.json()) as { data?: { rows: { ROLNO: string; TRANS_ID: number }[] }; rows?: { ROLNO: string; TRANS_ID: number }[] });
  const request = (open.data?.rows ?? open.rows ?? [])[0]!;
  expect(request).toBeTruthy();

  await loginByApi(page, request.ROLNO);
  await page.goto('/gcu-transport-apply-form');
  const state = page.getByRole('status').filter({ hasText: 'Already Applied for transport card' });
  await expect(state).toBeVisible();
  await expect(state).toContainText(`Your request ${request.TRANS_ID}`);
  await expect(state).toContainText('Submitted');
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  await state.getByRole('link', { name: 'My Transport Requests' }).click();
  await expect(page).toHaveURL('/student-transport-card-requests');
});

test('a student admitted this year is told on the page why they cannot apply for clearance, not sent away', async ({ page }) => {
  await loginByApi(page, 'newstudent');
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Student' }).getByRole('link', { name: 'Clearance Certificate' }).click();
  await expect(page).toHaveURL('/student-clearance-form');
  const reason = page.getByRole('status').filter({ hasText: "New students can't apply for clearance certificate" });
  await expect(reason).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  // Still there a moment later: no redirect.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL('/student-clearance-form');

  await page.goto('/student-clearance-progress');
  await expect(page.getByRole('status').filter({ hasText: "New students can't apply for clearance certificate" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for a Clearance Certificate' })).toHaveCount(0);
});
