import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: domain rules, server API tests on a real database, web unit tests. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
