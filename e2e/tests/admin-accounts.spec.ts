import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, login, logout, pageErrors, typeInto } from '../helpers';

/**
 * The administrator's accounts and sign-in security, as people use them: the administrator creates a staff
 * account and passes on its one-time password; the new user signs in, must change it, and then works; a
 * staff member turns on two-factor sign-in and signs in with a code computed here as an authenticator app does.
 */

const stamp = Date.now().toString(36).slice(-5);

/** Signs in on the login page; waits for the answer (the journey's own sign-ins). */
async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await typeInto(page.getByLabel('Username'), username);
  await typeInto(page.getByLabel('Password', { exact: true }), password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('the administrator creates an account; its owner signs in, must change the password, and then works', async ({ page }) => {
  const errors = pageErrors(page);
  const username = `clerk-${stamp}`;
  await login(page, 'admin');
  await expect(page).toHaveURL('/admin');
  await page.screenshot({ path: '/tmp/admin-accounts-landing.png' });
  await page.getByRole('link', { name: 'Accounts' }).first().click();
  await expect(page).toHaveURL('/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();

  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New account' });
  await typeInto(dialog.getByLabel('Username'), username);
  await typeInto(dialog.getByLabel(/^Name/), 'Journey Clerk');
  await typeInto(dialog.getByLabel('E-mail'), `${username}@staff.example.edu`);
  await typeInto(dialog.getByLabel('Office or department number'), '102');
  await expect(dialog.getByText('Examination')).toBeVisible();
  await typeInto(dialog.getByLabel('Staff id (FM_ID)'), String(70000 + Math.floor(Math.random() * 20000)));
  await page.screenshot({ path: '/tmp/admin-accounts-create.png' });
  await dialog.getByRole('button', { name: 'Create account' }).click();

  const shown = page.getByTestId('one-time-password');
  await expect(shown).toBeVisible();
  const password = (await shown.innerText()).trim();
  expect(password).toMatch(/^\S{4}-\S{4}-\S{4}$/);
  await page.screenshot({ path: '/tmp/admin-accounts-otp.png' });
  await page.getByRole('button', { name: 'Done' }).click();

  // The list finds the new account by its username, on the server.
  await typeInto(page.getByRole('textbox', { name: /Username/ }).first(), username);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Examination');
  await page.screenshot({ path: '/tmp/admin-accounts-list.png' });
  await logout(page);

  // The new user: the one-time password signs in, then only the change-password screen shows.
  await signIn(page, username, password);
  await expect(page).toHaveURL('/change-password');
  await expect(page.getByText('Please change your one-time password before you go on')).toBeVisible();
  await page.goto('/clearance-certificate-requests');
  await expect(page).toHaveURL('/change-password');
  await typeInto(page.getByLabel('Current password'), password);
  await typeInto(page.getByLabel('New password', { exact: true }), 'Journey@2026');
  await typeInto(page.getByLabel('New password again'), 'Journey@2026');
  await page.screenshot({ path: '/tmp/admin-accounts-change.png' });
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/clearance-certificate-requests');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await logout(page);

  // The new password is the one that signs in now.
  await signIn(page, username, 'Journey@2026');
  await expect(page).toHaveURL('/clearance-certificate-requests');

  // Signed in on a second device too; signing out everywhere from the first ends both sessions.
  const other = await page.context().browser()!.newPage();
  await signIn(other, username, 'Journey@2026');
  await expect(other).toHaveURL('/clearance-certificate-requests');
  await page.goto('/change-password');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await other.close();
  expect(errors).toEqual([]);
});

test('a staff member turns on two-factor sign-in and signs in with a code from the app', async ({ page }) => {
  const errors = pageErrors(page);
  // A dedicated account: the administrator creates it and its owner settles the password through the API,
  // so this journey changes no demo account's sign-in.
  const username = `mfa-${stamp}`;
  const adminToken = (await (await page.request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).json()).token as string;
  const created = await page.request.post('/api/admin/accounts', { headers: { authorization: `Bearer ${adminToken}` }, data: { username, name: 'Journey Two-Factor', D_ID: 405 } });
  expect(created.ok()).toBeTruthy();
  const oneTime = (await created.json()).password as string;
  const first = (await (await page.request.post('/api/auth/login', { data: { username, password: oneTime } })).json()).token as string;
  const changed = await page.request.post('/api/auth/change-password', { headers: { authorization: `Bearer ${first}` }, data: { oldPassword: oneTime, newPassword: 'Secure@2026' } });
  expect(changed.ok()).toBeTruthy();

  await signIn(page, username, 'Secure@2026');
  await expect(page).toHaveURL('/clearance-certificate-requests');
  await page.goto('/two-factor');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').innerText()).trim();
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await typeInto(page.getByLabel('Code from the app'), app.generate());
  await page.screenshot({ path: '/tmp/admin-accounts-mfa-enrol.png' });
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByLabel('Recovery codes');
  await expect(codes.locator('code')).toHaveCount(10);
  await page.screenshot({ path: '/tmp/admin-accounts-mfa-codes.png' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await logout(page);

  // Signing in now asks for the code; the next time step's code (the enrolment used this one's) lets them in.
  await signIn(page, username, 'Secure@2026');
  const codeField = page.getByLabel('Code from your authenticator app (or a recovery code)');
  await expect(codeField).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Enter the 6-digit code');
  await typeInto(codeField, app.generate({ timestamp: Date.now() + 30_000 }));
  await page.screenshot({ path: '/tmp/admin-accounts-mfa-login.png' });
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/clearance-certificate-requests');
  // Back on the two-factor screen, it says it is already on before anything is pressed.
  await page.goto('/two-factor');
  await expect(page.getByText('Two-factor sign-in is already on for this account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/admin-accounts-mfa-already-on.png' });
  expect(errors).toEqual([]);
});

test("the administrator changes an account's e-mail, resets its password and disables it", async ({ page }) => {
  const errors = pageErrors(page);
  const username = `desk-${stamp}`;
  const adminToken = (await (await page.request.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).json()).token as string;
  expect((await page.request.post('/api/admin/accounts', { headers: { authorization: `Bearer ${adminToken}` }, data: { username, name: 'Journey Desk', D_ID: 406 } })).ok()).toBeTruthy();

  await login(page, 'admin');
  await page.goto('/admin/accounts');
  await typeInto(page.getByRole('textbox', { name: /Username/ }).first(), username);
  await page.getByRole('row').filter({ hasText: username }).click();
  const dialog = page.getByRole('dialog', { name: `Account ${username}` });
  await expect(dialog.getByText('Must change password')).toBeVisible();
  await typeInto(dialog.getByLabel('E-mail'), `${username}@library.example.edu`);
  await dialog.getByLabel('Dues administrator').check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account saved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${username}@library.example.edu` })).toBeVisible();

  // Reset: a new one-time password, shown once.
  await page.getByRole('row').filter({ hasText: username }).click();
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  const shown = page.getByTestId('one-time-password');
  await expect(shown).toBeVisible();
  const password = (await shown.innerText()).trim();
  await page.getByRole('button', { name: 'Done' }).click();

  // Disable: the one-time password no longer signs in.
  await page.getByRole('row').filter({ hasText: username }).click();
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Account disabled: it is signed out and cannot sign in')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: username }).getByText('Disabled')).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-accounts-disabled.png' });
  const refused = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(refused.status()).toBe(403);
  expect(errors).toEqual([]);
});

test('the administrator sees only the administration screens', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/clearance-certificate-requests');
  await expect(page).toHaveURL('/admin');
  await page.goto('/home');
  await expect(page).toHaveURL('/admin');
});

test('a student finds Change Password in the sidebar', async ({ page }) => {
  await login(page, 'student');
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/change-password');
  await expect(page.getByLabel('Current password')).toBeVisible();
  await page.screenshot({ path: '/tmp/admin-accounts-student-change.png' });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/home');
});
