/**
 * Lighthouse scores of the first load: performance and accessibility of `/login`, the student dashboard
 * (`/home`, signed in as the demo `student`) and two lists offices use all day (the examination office's
 * clearance requests, the card office's ID-card requests), with Lighthouse's default mobile settings
 * and the system Chromium. Prints the median of `--runs` runs (default 3) of each score and the metrics
 * behind performance. A speed figure for the lead to record, not a test.
 *
 * Usage (`npm run lighthouse -- …` at the root):
 *   node e2e/lighthouse.mjs [--url http://127.0.0.1:3000] [--web apps/web/dist] [--runs 3] [--min 95] [--json] [--save folder]
 * Without --url it starts the server on a free port against the given web build with a new demo database
 * in a temporary folder (seeded on start), and stops it at the end. Every run loads its page cold (HTTP cache
 * cleared; the session token stays in local storage for the signed-in pages). A signed-in page is first shown once,
 * as it has been for anyone who signed in and used it, so the browser has its titles for the first paint
 * (apps/web/src/first-paint/shown-titles.ts); --never-shown forgets them before every run, as on a browser that
 * never showed the page. --only /path measures one page. --min: exit 1 when a median is below it.
 * --save writes every run's full Lighthouse report there as JSON, to see what a score is made of.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 3));
const MIN = Number(arg('min', 0));
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Demo@12345';
/** The pages measured, and the demo account each is seen as (none: signed out). */
const PAGES = [
  { name: '/login', user: null },
  { name: '/home', user: 'student' },
  { name: '/clearance-certificate-requests', user: 'exam' },
  { name: '/students-id-cards', user: 'card' },
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** Starts the portal on a free port with a new demo database; resolves to its base URL and a stop function. */
async function startServer(webDist) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn' };
  const child = spawn('npm', ['start', '-w', '@portal/server'], { cwd: root, env, stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 360; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the server did not start in 3 minutes');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const given = arg('url');
  const server = given ? { url: given.replace(/\/$/, ''), stop: () => {} } : await startServer(path.resolve(arg('web', 'apps/web/dist')));
  const debugPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    // A signed-in session: the web app keeps the token in local storage (lib/storage.ts).
    const tokenOf = async (username) => {
      if (!username) return null;
      const answer = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      }).then((r) => r.json());
      if (!answer.token) throw new Error(`signing in as ${username} failed: ${JSON.stringify(answer)}`);
      return answer.token;
    };
    const only = arg('only');
    const pages = [];
    for (const p of PAGES.filter((p) => !only || p.name === only)) pages.push({ name: p.name, token: await tokenOf(p.user) });
    const neverShown = process.argv.includes('--never-shown');
    const results = [];
    for (const p of pages) {
      if (p.token && !neverShown) {
        // Shown once, signed in: the screen's title is drawn, and the app remembers it for the next load.
        const page = await context.newPage();
        await page.goto(`${server.url}/favicon.ico`).catch(() => undefined);
        await page.evaluate((token) => localStorage.setItem('token', token), p.token);
        await page.goto(`${server.url}${p.name}`);
        await page.locator('main h1').waitFor();
        await page.close();
      }
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // Set (or clear) the session in the origin's storage, then let Lighthouse load the page cold.
        const page = await context.newPage();
        await page.goto(`${server.url}/favicon.ico`).catch(() => undefined);
        await page.evaluate(
          ({ token, forget }) => {
            if (token) localStorage.setItem('token', token);
            else localStorage.clear();
            if (forget) localStorage.removeItem('shownTitles');
          },
          { token: p.token, forget: neverShown },
        );
        // Storage is kept for the run (disableStorageReset), so the HTTP cache is cleared here instead.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
        const measure = () =>
          lighthouse(`${server.url}${p.name}`, {
            port: debugPort,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: true,
          });
        let { lhr } = await measure();
        // Now and then the trace misses the navigation's start; Lighthouse asks to be run again, once is enough.
        if (lhr.runtimeError?.code === 'NO_NAVSTART') ({ lhr } = await measure());
        if (lhr.runtimeError) throw new Error(`${p.name}: ${lhr.runtimeError.message}`);
        if (arg('save')) {
          fs.mkdirSync(arg('save'), { recursive: true });
          fs.writeFileSync(path.join(arg('save'), `${p.name.slice(1).replaceAll('/', '_')}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const num = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          fcp: num('first-contentful-paint'),
          lcp: num('largest-contentful-paint'),
          tbt: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          si: num('speed-index'),
          finalUrl: lhr.finalDisplayedUrl,
        });
      }
      const m = (k) => median(runs.map((r) => r[k]));
      results.push({
        page: p.name,
        performance: m('performance'),
        accessibility: m('accessibility'),
        fcp: Math.round(m('fcp')),
        lcp: Math.round(m('lcp')),
        tbt: Math.round(m('tbt')),
        cls: Number(m('cls').toFixed(3)),
        si: Math.round(m('si')),
        runs: runs.map((r) => r.performance),
        finalUrl: runs.at(-1).finalUrl,
      });
    }
    if (process.argv.includes('--json')) console.log(JSON.stringify(results));
    else
      for (const r of results)
        console.log(
          `${r.page.padEnd(31)} performance ${String(r.performance).padStart(3)} (runs ${r.runs.join(' ')})  accessibility ${String(r.accessibility).padStart(3)}  ` +
            `FCP ${r.fcp} ms  LCP ${r.lcp} ms  TBT ${r.tbt} ms  CLS ${r.cls}  SI ${r.si} ms  (shown: ${r.finalUrl})`,
        );
    console.error(
      `median of ${RUNS} runs each, Lighthouse default mobile settings, ${CHROME}; load average ${os.loadavg()[0].toFixed(1)}` +
        (neverShown ? '; pages never shown before in this browser' : ''),
    );
    const low = results.flatMap((r) => ['performance', 'accessibility'].filter((k) => r[k] < MIN).map((k) => `${r.page} ${k} ${r[k]}`));
    if (low.length) {
      console.error(`below ${MIN}: ${low.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    server.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
