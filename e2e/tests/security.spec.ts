import { expect, type Page, test } from '@playwright/test';
import { tokenFor } from '../helpers';
import { ROLE_SCREENS } from '../screens';

/**
 * Issue 14 §1: every screen of every role loads under the strict Content-Security-Policy with no
 * violation reported by Chromium (scripts, styles, images, connections).
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${location.pathname})`,
      );
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(`${m.text()} (${page.url()})`);
  });
  return violations;
}

/**
 * Opens `path` signed in as `username` (null: signed out) and waits until the screen and its data have
 * loaded (network quiet, no loader). Not `visitAs`: this walk is about scripts and styles, not landmarks.
 */
async function open(page: Page, username: string | null, path: string): Promise<void> {
  const token = username ? await tokenFor(page, username) : null;
  if (!page.url().startsWith('http')) await page.goto('/login');
  await page.evaluate((t) => (t ? localStorage.setItem('token', t) : localStorage.removeItem('token')), token);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (document.getElementById('root')?.innerText ?? '').trim().length > 0);
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root').filter({ visible: true })).toHaveCount(0);
}

test('the page is served with the strict policy and a fresh style nonce', async ({ page }) => {
  const first = await page.goto('/login');
  const csp = first?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(first?.headers()['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  const second = await page.request.get('/login');
  expect(second.headers()['content-security-policy']).not.toBe(csp);
});

test('every screen of every role loads without a Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const violations = await collectViolations(page);
  let screens = 0;
  for (const { role, username, paths } of ROLE_SCREENS) {
    for (const path of paths) {
      await test.step(`${role}: ${path}`, async () => {
        await open(page, username, path);
        screens++;
      });
    }
  }
  console.log(`CSP walk: ${screens} screens of ${ROLE_SCREENS.length} roles, ${violations.length} violations`);
  expect(violations).toEqual([]);
});
