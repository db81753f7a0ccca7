import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: domain rules, server API tests on a real database, web unit tests. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: a single one on the 2-core CI machine.
    // Every test file has its own database copy, so files may run side by side on every core.
    maxWorkers: '100%',
  },
});
