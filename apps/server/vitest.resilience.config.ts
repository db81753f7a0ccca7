import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: the proof suite — authorization matrix, fuzz, races, crash.
 * Its own project, so `npm test` stays quick; one file at a time (they load the machine).
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'resilience',
    include: ['src/resilience/**/*.resilience.ts'],
    globalSetup: ['src/resilience/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
