import { expect, test } from '@playwright/test';

/**
 * The strict Content-Security-Policy on the HTML. That every screen of every role loads
 * without a violation is checked by the accessibility walk (accessibility.spec.ts), which loads them all.
 */
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
