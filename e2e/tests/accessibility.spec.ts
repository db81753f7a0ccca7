import { expect, test } from '@playwright/test';
import { seriousViolations } from '../axe';
import { CHECKED_LANGS, ROLE_SCREENS, visitAs, WIDTHS } from '../screens';

/**
 * WCAG 2.2 AA (issue 12): axe-core finds no serious or critical violation on any screen of any role, in
 * every checked language, at desktop and phone widths. One test per role, width and language: it keeps
 * one signed-in page and loads each screen once, then lists every violation it met (so one run shows
 * them all, not only the first).
 */
for (const lang of CHECKED_LANGS) {
  for (const width of WIDTHS) {
    test.describe(`accessibility, ${lang}, ${width.name}`, () => {
      test.use({ viewport: width.viewport });
      for (const { role, username, paths } of ROLE_SCREENS) {
        test(`${role}: ${paths.length} screens`, async ({ page }) => {
          test.setTimeout(30_000 + paths.length * 15_000);
          const found: string[] = [];
          for (const path of paths) {
            await visitAs(page, username, path, { lang });
            found.push(...(await seriousViolations(page, path)));
          }
          expect(found, found.join('\n')).toEqual([]);
        });
      }
    });
  }
}
