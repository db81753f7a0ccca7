import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set (issue 12): levels A and AA of WCAG 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe-core violations on the page as it stands, one line each with its elements.
 * axe-core runs in the page itself, injected once per document (the app has no frames), and collects
 * violations only: several times quicker than @axe-core/playwright's AxeBuilder, which injects it again
 * and opens a helper page on every call and gathers every passing node too — same rules, same findings.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`);
}
