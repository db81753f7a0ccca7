import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { login, loginByApi, openStaffLink } from '../helpers';

const figure = (page: Page, title: string) => page.getByRole('region', { name: title });
/** A chart has drawn when its SVG has bars or lines in it. */
const drawn = (page: Page, title: string) =>
  figure(page, title).locator('.recharts-surface .recharts-bar-rectangle, .recharts-surface .recharts-line-curve').first();

test('the examination office sees every office: charts, their table view and CSV', async ({ page }) => {
  await login(page, 'exam');
  await openStaffLink(page, 'Insights');
  await expect(page).toHaveURL('/insights');
  await expect(page.getByRole('heading', { name: 'Insights: all offices' })).toBeVisible();

  for (const title of [
    'Received and decided per week',
    'Waiting now, by status',
    'Days from reaching the office to decision',
    'Where open clearance requests wait',
    'Cards applied, printed and delivered per week',
    'Transport requests per route',
  ]) {
    await expect(drawn(page, title)).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/insights-exam.png', fullPage: true });

  // The table view shows the same numbers as the chart: twelve weeks.
  const weekly = figure(page, 'Received and decided per week');
  await weekly.getByText('Table', { exact: true }).click();
  const table = weekly.getByRole('table', { name: 'Received and decided per week' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Week starting', 'Received', 'Decided']);
  await expect(table.locator('tbody tr')).toHaveCount(12);
  const received = (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).reduce((s, n) => s + Number(n), 0);
  expect(received).toBeGreaterThan(0);

  // The CSV of the figure holds the same rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    weekly.getByRole('button', { name: 'Download CSV: Received and decided per week' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('insights-weekly.csv');
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(csv[0]).toBe('Week starting,Received,Decided');
  expect(csv).toHaveLength(13);
  expect(csv.slice(1).reduce((s, line) => s + Number(line.split(',')[1]), 0)).toBe(received);

  // The ten oldest waiting are a table.
  await expect(figure(page, 'Ten oldest waiting').locator('tbody tr')).toHaveCount(10);
  await page.screenshot({ path: '/tmp/insights-exam-table.png', fullPage: true });

  // No serious accessibility problem with charts and a table on screen (the layout is checked by accessibility.spec.ts).
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
});

test('a library sees its own office only', async ({ page }) => {
  await loginByApi(page, 'library');
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: /^Insights: / })).not.toHaveText('Insights: all offices');
  await expect(page.getByText('Waiting now', { exact: true })).toBeVisible();
  await expect(drawn(page, 'Where open clearance requests wait')).toBeVisible();
  await expect(figure(page, 'Cards applied, printed and delivered per week')).toHaveCount(0);
  await expect(figure(page, 'Transport requests per route')).toHaveCount(0);
  const offices = figure(page, 'Days from reaching the office to decision');
  await offices.getByText('Table', { exact: true }).click();
  await expect(offices.locator('tbody tr')).toHaveCount(1);
});

test('the transport office has the dashboard in its own area, with requests per route', async ({ page }) => {
  await login(page, 'transport');
  await openStaffLink(page, 'Insights');
  await expect(page).toHaveURL('/transport-insights');
  await expect(drawn(page, 'Transport requests per route')).toBeVisible();
  await expect(figure(page, 'Where open clearance requests wait')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/insights-transport.png', fullPage: true });
});

test('a student cannot open the dashboard', async ({ page }) => {
  const token = await loginByApi(page, 'student');
  await page.goto('/insights');
  await expect(page).toHaveURL('/home');
  const res = await page.request.get('/api/admin/insights', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
});
