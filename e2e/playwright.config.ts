import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { BANK_ENV } from './bank';

/**
 * E2E_PORT lets two runs share a machine; each server gets its own data folder (and E2E_WEB_BUILD its own web
 * build). Two servers, each on a fresh demo database: the journeys' (E2E_PORT) and the read-only walk's
 * (E2E_WALK_PORT, default E2E_PORT + 1000), so the two projects below run side by side without seeing each
 * other's writes.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const WALK_PORT = Number(process.env.E2E_WALK_PORT ?? PORT + 1000);
/** A copy of the built web app, so a rebuild of apps/web/dist during the run does not break it. */
const WEB_BUILD = process.env.E2E_WEB_BUILD ?? 'apps/web/dist';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TMP = fileURLToPath(new URL('../tmp', import.meta.url));
const urlOf = (port: number) => `http://127.0.0.1:${port}`;
/**
 * The journeys' server signs in through a test OpenID Provider too: the single sign-on journey starts it on
 * this port (tests/single-sign-on.spec.ts reads the same variables); until then the button's start answers
 * with a plain message.
 */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 2000);
const SSO_ENV = [
  `OIDC_ISSUER=${urlOf(OIDC_PORT)}`,
  'OIDC_CLIENT_ID=student-portal',
  'OIDC_CLIENT_SECRET=student-portal-test-secret',
  "OIDC_LABEL='Sign in with your GCU account'",
  `PUBLIC_URL=${urlOf(PORT)}`,
].join(' ');

/** Specs that change nothing another spec reads (signing in and out is all they do): the walk's server. */
const READ_ONLY = ['accessibility.spec.ts', 'auth.spec.ts', 'first-paint.spec.ts', 'phone-widths.spec.ts', 'security.spec.ts'];

/** The server on `port`, on a new data folder: it seeds the demo data into it on start; `env`: more settings. */
function server(port: number, env = '') {
  /** Absolute, because npm runs the server's start script inside apps/server. */
  const dataDir = `${TMP}/e2e-data-${port}`;
  const webDist = `${TMP}/e2e-web-${port}`;
  return {
    command: [
      `rm -rf '${dataDir}' '${webDist}'`,
      `mkdir -p '${TMP}'`,
      `cp -r '${WEB_BUILD}' '${webDist}'`,
      `${env} DATA_DIR='${dataDir}' WEB_DIST='${webDist}' PORT=${port} LOG_LEVEL=warn LOGIN_RATE_LIMIT=1000 npm start -w @portal/server`,
    ].join(' && '),
    cwd: ROOT,
    url: `${urlOf(port)}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser journeys against the real server on a fresh demo database (seeded on first start).
 * Uses the system Chromium; a browser is never downloaded. The web app must be built first
 * (`npm run test:e2e` at the root does that). Two workers: one per project, each project's files one after
 * another against its own server (the journeys share the seeded accounts and records, so they never overlap
 * one another).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `../tmp/e2e-results-${PORT}`,
  fullyParallel: false,
  // E2E_WORKERS=1 runs the two projects one after the other (a machine already busy with other work).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace snapshots the page at every action, on every test, failing or not: it made the
    // accessibility walk a third slower on the 2-core CI machine (docs/performance.md, "Test run time").
    // A failure keeps its screenshot and page snapshot; E2E_TRACE=retain-on-failure records traces again.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'walk', testMatch: READ_ONLY, workers: 1, use: { ...chromium, baseURL: urlOf(WALK_PORT) } },
    { name: 'journeys', testIgnore: READ_ONLY, workers: 1, use: { ...chromium, baseURL: urlOf(PORT) } },
  ],
  // The journeys' server takes bank payments too (bank.ts): a journey pays a challan as the banks' network does.
  webServer: [server(PORT, `${SSO_ENV} ${BANK_ENV}`), server(WALK_PORT)],
});
