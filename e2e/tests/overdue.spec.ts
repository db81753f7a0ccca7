import { expect, type Page, test } from '@playwright/test';
import { expectBadgesWhole, loginByApi } from '../helpers';

/**
 * Stale requests in the offices' own lists: rows still Submitted past the office's target (default 5
 * working days) carry an "Overdue" badge, and "Overdue only" keeps just those (filtered by the server).
 * The demo data has Submitted requests of every age, and requests the office has already moved on.
 */
const totalOf = async (page: Page) => Number(((await page.getByTestId('list-total').textContent()) ?? '').replace(/\D+/g, ''));

async function expectOverdueOnly(page: Page) {
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expect.poll(() => totalOf(page)).toBeGreaterThan(0);
  const all = await totalOf(page);
  await page.getByRole('checkbox', { name: 'Overdue only' }).check();
  await expect.poll(() => totalOf(page)).toBeLessThan(all);
  const only = await totalOf(page);
  expect(only).toBeGreaterThan(0);
  const rows = page.locator('table tbody tr');
  const shown = await rows.count();
  await expect(page.getByTestId('overdue-badge')).toHaveCount(shown);
  await expect(page.getByTestId('overdue-badge').first()).toHaveText('Overdue');
  // The badges beside the status show whole, on a desktop and on a phone.
  await expectBadgesWhole(page.locator('table tbody'));
  await page.setViewportSize({ width: 390, height: 844 });
  await expectBadgesWhole(page.locator('table tbody'));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('checkbox', { name: 'Overdue only' }).uncheck();
  await expect.poll(() => totalOf(page)).toBe(all);
}

test('the card office sees and filters overdue ID-card requests', async ({ page }) => {
  await loginByApi(page, 'card');
  await page.goto('/students-id-cards');
  await expectOverdueOnly(page);
});

test('the transport office sees and filters overdue transport requests', async ({ page }) => {
  await loginByApi(page, 'transport');
  await page.goto('/transport-admin');
  await expectOverdueOnly(page);
});
