import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = 3147;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Absolute, because npm runs the server's start script inside apps/server. */
const DATA_DIR = '/tmp/idc-e2e-data';

/**
 * Browser journeys against the real server on a fresh demo database (seeded on first start).
 * Uses the system Chromium; a browser is never downloaded. The web app must be built first
 * (`npm run test:e2e` at the root does that).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '/tmp/idc-e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A new data folder for every run: the server seeds the demo data into it on start.
    command: `rm -rf '${DATA_DIR}' && DATA_DIR='${DATA_DIR}' PORT=${PORT} LOG_LEVEL=warn npm start -w @portal/server`,
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
