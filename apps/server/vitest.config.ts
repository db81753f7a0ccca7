import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file still gets its own database (test/app.ts) and builds its own app; only the loaded modules are
    // kept from one file to the next in a worker. Importing the server's module graph again for every file
    // was most of the run (about 4 s of a 2-core machine per file, 40 files, and every file's code cold).
    isolate: false,
  },
});
