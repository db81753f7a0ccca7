import { expect, test, type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../../apps/server/src/test/oidc-provider';
import { logout } from '../helpers';

/**
 * Signing in with the university account: a real OpenID Provider (oidc-provider, its development login form)
 * on the port the journeys' server was told (playwright.config.ts: E2E_OIDC_PORT, default E2E_PORT + 2000).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 2000);
const PORTAL = `http://127.0.0.1:${PORT}`;

let provider: TestProvider;
test.beforeAll(async () => {
  provider = await startTestProvider({
    port: OIDC_PORT,
    redirectUri: `${PORTAL}/api/auth/sso/callback`,
    postLogoutRedirectUri: `${PORTAL}/login`,
    directory: {
      // The demo student and the card office, by the e-mails the demo data has on record (any case).
      'ayesha@gcu': { email: 'Ayesha.Khan@students.example.edu', email_verified: true, name: 'Ayesha Khan' },
      'card.office@gcu': { email: 'card@staff.example.edu', email_verified: true, name: 'Card Office' },
    },
  });
});
test.afterAll(async () => {
  await provider?.close();
});

/** At the provider's own pages: types the login and password, then consents. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${OIDC_PORT}/`));
  await page.locator('input[name="login"]').pressSequentially(login);
  await page.locator('input[name="password"]').pressSequentially('university-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a student signs in with the university account and lands on their home screen', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with your GCU account' });
  await expect(button).toBeVisible();
  // The button stands above the password form.
  const buttonBox = await button.boundingBox();
  const usernameBox = await page.getByLabel('Username').boundingBox();
  expect(buttonBox!.y).toBeLessThan(usernameBox!.y);
  await button.click();
  await signInAtProvider(page, 'ayesha@gcu');
  await expect(page).toHaveURL('/home');
  // The one-time code is gone from the address, and no session token was ever in it.
  expect(page.url()).not.toContain('sso=');
  await expect(page.getByText('Ayesha Khan').first()).toBeVisible();
});

test('staff sign in with the university account, and sign out of the provider too when they choose', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with your GCU account' }).click();
  await signInAtProvider(page, 'card.office@gcu');
  await expect(page).toHaveURL('/students-id-cards');
  await logout(page);
  const offer = page.getByRole('link', { name: 'Sign out of your university account too' });
  await expect(offer).toBeVisible();
  await offer.click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a person no portal account uses is told so on the login page', async ({ page }) => {
  provider.directory.set('stranger@gcu', { email: 'stranger@gcu.example.edu', email_verified: true });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with your GCU account' }).click();
  await signInAtProvider(page, 'stranger@gcu');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('No portal account uses stranger@gcu.example.edu. Ask your office to add it.');
});
