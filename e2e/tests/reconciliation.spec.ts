import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, openStaffLink, tokenFor } from '../helpers';

interface Challan {
  CHALLAN_ID: number;
  BAL: number;
  PAID: number;
}

/** An unpaid and a paid clearance challan of the demo data, through the treasurer's own API. */
async function demoChallans(page: Page): Promise<{ unpaid: Challan; paid: Challan }> {
  const headers = { Authorization: `Bearer ${await tokenFor(page, 'treasurer')}` };
  const list = await page.request.post('/api/clearance-requests/admin', { headers, data: {} });
  const requests = ((await list.json()).data[0] as { T_ID: number }[]).slice(0, 200);
  let unpaid: Challan | undefined;
  let paid: Challan | undefined;
  for (const r of requests) {
    const res = await page.request.post('/api/clearance-requests/challans/allChallans', { headers, data: { T_ID: r.T_ID } });
    for (const c of ((await res.json()).data ?? []) as Challan[]) {
      if (!c.PAID) unpaid ??= c;
      else paid ??= c;
    }
    if (unpaid && paid) return { unpaid, paid };
  }
  throw new Error('The demo data has no unpaid and paid clearance challans');
}

test('the treasurer reconciles a bank statement: maps the columns, previews, records, downloads the report', async ({ page }) => {
  const { unpaid, paid } = await demoChallans(page);
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const statement = ['Ref,Amt,When', `${unpaid.CHALLAN_ID},${unpaid.BAL},${day}`, `${paid.CHALLAN_ID},${paid.BAL},${day}`, `99999999,500,${day}`, `${unpaid.CHALLAN_ID},${unpaid.BAL},${day}`].join('\n');
  const file = { name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) };

  await login(page, 'treasurer');
  await openStaffLink(page, 'Reconciliation');
  await expect(page.getByRole('heading', { name: 'Bank Statement Reconciliation' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Preview' }).click();
  // The bank's header names are not known: the screen offers them for mapping.
  await expect(page.getByRole('alert')).toContainText('does not have the columns');
  for (const [label, header] of [
    ['Challan number column', 'Ref'],
    ['Amount column', 'Amt'],
    ['Date paid column', 'When'],
  ]) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: header, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Preview: nothing has been recorded yet.')).toBeVisible();
  await expect(page.getByRole('tab', { name: /Matched\s*1/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Already paid\s*1/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Unknown challan\s*1/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Duplicate line\s*1/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Matched' })).toContainText(String(unpaid.CHALLAN_ID));
  await page.screenshot({ path: '/tmp/reconciliation-preview.png', fullPage: true });
  await page.getByRole('tab', { name: /Duplicate line/ }).click();
  await expect(page.getByRole('table', { name: 'Duplicate line' })).toContainText('Same challan as line 2');

  await page.getByRole('button', { name: 'Record payments' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Record payments' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 payment recorded.' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report' }).click();
  const report = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(report).toContain('Line,Outcome,Challan number');
  // After recording, the report says what was recorded; numbers and days are kept as text for spreadsheets.
  expect(report).toContain(`2,Recorded as paid,"=""${unpaid.CHALLAN_ID}""",${unpaid.BAL},"=""${day}"""`);
  expect(report).toContain('4,Unknown challan,"=""99999999"""');

  // The same statement again changes nothing: the matched line is now already paid.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('tab', { name: /Matched\s*0/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Already paid\s*2/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payments' })).toBeDisabled();
});
