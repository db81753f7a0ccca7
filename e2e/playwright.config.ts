import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** E2E_PORT lets two runs share a machine; each also gets its own data folder (and E2E_WEB_BUILD its own web build). */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Absolute, because npm runs the server's start script inside apps/server. */
const DATA_DIR = fileURLToPath(new URL(`../tmp/e2e-data-${PORT}`, import.meta.url));
/** A copy of the built web app, so a rebuild of apps/web/dist during the run does not break it. */
const WEB_BUILD = process.env.E2E_WEB_BUILD ?? 'apps/web/dist';
const WEB_DIST = fileURLToPath(new URL(`../tmp/e2e-web-${PORT}`, import.meta.url));

/**
 * Browser journeys against the real server on a fresh demo database (seeded on first start).
 * Uses the system Chromium; a browser is never downloaded. The web app must be built first
 * (`npm run test:e2e` at the root does that).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `../tmp/e2e-results-${PORT}`,
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
    command: [
      `rm -rf '${DATA_DIR}' '${WEB_DIST}'`,
      `mkdir -p '${fileURLToPath(new URL('../tmp', import.meta.url))}'`,
      `cp -r '${WEB_BUILD}' '${WEB_DIST}'`,
      `DATA_DIR='${DATA_DIR}' WEB_DIST='${WEB_DIST}' PORT=${PORT} LOG_LEVEL=warn LOGIN_RATE_LIMIT=1000 npm start -w @portal/server`,
    ].join(' && '),
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
