import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CHECKED_LANGS, type Lang, ROLE_SCREENS, visitAs, WIDTHS } from '../screens';

/**
 * WCAG 2.2 AA (issue 12): axe-core finds no serious or critical violation on any screen of any role, in
 * every checked language, at desktop and phone widths. One test per role, width and language: it keeps
 * one signed-in page and loads each screen once, then lists every violation it met (so one run shows
 * them all, not only the first).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations on the page as it stands, one line each with the elements. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${where}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`);
}

for (const lang of CHECKED_LANGS) {
  for (const width of WIDTHS) {
    test.describe(`accessibility, ${lang}, ${width.name}`, () => {
      test.use({ viewport: width.viewport });
      for (const { role, username, paths } of ROLE_SCREENS) {
        test(`${role}: ${paths.length} screens`, async ({ page }) => {
          test.setTimeout(30_000 + paths.length * 15_000);
          const found: string[] = [];
          for (const path of paths) {
            await visitAs(page, username, path, { lang: lang as Lang });
            found.push(...(await violations(page, path)));
          }
          expect(found, found.join('\n')).toEqual([]);
        });
      }
    });
  }
}
