import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import testDatabaseSetup from '../test/global-setup.js';
import { FIGURES_FILE, figuresTable } from './figures.js';

/**
 * The resilience run: the test database of the server's tests, and at the end one closing table of
 * every part's figures.
 */
export default async function setup(project: TestProject) {
  fs.rmSync(FIGURES_FILE, { force: true });
  const teardownDatabase = await testDatabaseSetup(project);
  return async () => {
    const table = figuresTable(process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite');
    if (table) console.log(`\n${table}\n`);
    fs.rmSync(FIGURES_FILE, { force: true });
    await teardownDatabase?.();
  };
}
