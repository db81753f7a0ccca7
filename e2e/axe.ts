import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * The WCAG 2.2 AA rule set: levels A and AA of WCAG 2.0, 2.1 and 2.2; and axe's best practices,
 * where the page's structure is checked (one h1, headings in order, one main landmark, content inside
 * landmarks, named table headers).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const WHOLE_PAGE_TAGS = [...WCAG_TAGS, 'best-practice'];
const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
type Impact = (typeof IMPACTS)[number];

/**
 * The axe-core violations of `least` impact or worse on the page as it stands, one line each with its elements.
 * axe-core runs in the page itself, injected once per document (the app has no frames), and collects
 * violations only: several times quicker than @axe-core/playwright's AxeBuilder, which injects it again
 * and opens a helper page on every call and gathers every passing node too — same rules, same findings.
 */
export async function axeViolations(page: Page, where: string, least: Impact = 'moderate', tags = WHOLE_PAGE_TAGS): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    tags,
  );
  const counted = new Set(IMPACTS.slice(IMPACTS.indexOf(least)));
  return result.violations
    .filter((v) => counted.has((v.impact ?? '') as Impact))
    .map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`);
}

/** The serious and critical WCAG violations only (checks of one dialog or one part of a screen). */
export const seriousViolations = (page: Page, where: string) => axeViolations(page, where, 'serious', WCAG_TAGS);
