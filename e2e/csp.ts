import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports (the
 * `securitypolicyviolation` event and Chromium's console errors) from now on, into the array returned.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
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
