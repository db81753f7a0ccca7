import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login, openStaffLink } from '../helpers';

/** Seeded by apps/server/src/seed/dues.ts: new, duplicate and triplicate cards delivered, so the next card is a quadruplicate. */
const DUES_STUDENT = 'dues-student';
const QRUP = 'Quadruplicate Student Card';
const rupees = (n: number) => `PKR ${n.toLocaleString('en-US')}`;

test('a dues admin changes a due, sees the toast, and a challan issued afterwards uses it', async ({ page }) => {
  await login(page, 'card');
  await openStaffLink(page, 'Dues');
  await expect(page).toHaveURL('/card-dues');
  await expect(page.getByRole('heading', { name: 'All Card Dues' })).toBeVisible();
  // The rule, said once on the page: issued challans keep their amount.
  await expect(page.getByText('New dues apply to challans issued after the change; challans already issued keep their amount.')).toHaveCount(1);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const dues = (await (await page.request.get('/challan-dues', { headers: { authorization: `Bearer ${token}` } })).json())[0] as { req_snm: string; dues: number }[];
  const before = dues.find((d) => d.req_snm === 'Qrup')!.dues;
  const dsc = dues.find((d) => d.req_snm === 'DSC')!.dues;
  const after = before + 250;

  // Cancel restores the stored value.
  await page.getByRole('button', { name: 'Edit Duplicate Student Card' }).click();
  await page.getByLabel('New dues of Duplicate Student Card').fill('7777');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Duplicate Student Card/ })).toContainText(rupees(dsc));

  // A rule of the form is checked before anything is sent.
  await page.getByRole('button', { name: `Edit ${QRUP}` }).click();
  await page.getByLabel(`New dues of ${QRUP}`).fill('999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New Value Cannot Be Less Than 1000')).toBeVisible();

  // The words follow the amount; Save shows the toast for 5.6 s.
  await page.getByLabel(`New dues of ${QRUP}`).fill(String(after));
  await expect(page.getByLabel(`Amount in words of ${QRUP}`)).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Dues of ${QRUP} are updated to ${after}`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(QRUP) })).toContainText(rupees(after));
  await page.screenshot({ path: '/tmp/dues-saved.png', fullPage: true });

  // The student duplicate-card screens belong to another area: the new challan is checked through the API.
  const studentLogin = await page.request.post('/api/auth/login', { data: { username: DUES_STUDENT, password: DEMO_PASSWORD } });
  expect(studentLogin.ok()).toBeTruthy();
  const studentAuth = { authorization: `Bearer ${(await studentLogin.json()).token}` };
  const applied = await page.request.post('/api/student/duplicate-card-requests', {
    headers: studentAuth,
    multipart: { S_CONTACT: '03001112233', F_CONTACT: '03214445566', B_GROUP: 'A+', ADDRESS: 'House 7, Street 4, Garden Town, Lahore' },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();
  const request = (await applied.json()).data as { TRANS_ID: number; CARD_TYPE: number; FEE_AMOUNT: number };
  expect(request).toMatchObject({ CARD_TYPE: 7, FEE_AMOUNT: after });
  const challan = await page.request.get(`/api/student/card-requests/${request.TRANS_ID}/challan`, { headers: studentAuth });
  expect(challan.ok()).toBeTruthy();
  expect(challan.headers()['content-type']).toContain('application/pdf');
});
