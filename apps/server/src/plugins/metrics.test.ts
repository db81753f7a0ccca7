import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEPT } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff, buildStudent, TEST_PASSWORD } from '../test/factories.js';
import { startSmtp } from '../test/smtp.js';
import { LOCK_AFTER_FAILURES } from '../identity/sign-in-failures.js';
import { QUEUE } from '../db/job-queue/queues.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, JOB_POLL_SECONDS: 0.5 } });
}, 60_000);
afterAll(async () => {
  await t.app.jobs.stop();
  await t.close();
  await smtp.close();
});

const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
const metricsText = async () => {
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of the sample `name` whose labels include every one of `labels` (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    if (Object.entries(labels).every(([k, v]) => (m[3] ?? '').split(',').includes(`${k}="${v}"`))) return Number(m[4]);
  }
  return undefined;
}

describe('GET /metrics: who may read it', () => {
  it('answers 401 without a bearer, with a wrong one, and with a signed-in user’s token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape('Bearer short')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const staff = await t.auth(await buildStaff(t.db, DEPT.CARD_OFFICE));
    const res = await scrape(staff.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('http_requests_total');
  });

  it('answers the Prometheus text format to the right token', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    // prom-client's default process metrics, the event loop's lag among them.
    expect(res.body).toContain('# TYPE process_cpu_seconds_total counter');
    expect(sample(res.body, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  describe('without METRICS_TOKEN', () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    let plain: TestApp;
    beforeAll(async () => {
      fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>portal</title></head><body></body></html>');
      plain = await createTestApp({ config: { WEB_DIST: webDist } });
    }, 60_000);
    afterAll(async () => {
      await plain.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    });

    it('answers 404, not the web app’s page, whatever the bearer', async () => {
      // The web app's fallback serves its page for other paths outside the API…
      expect((await plain.app.inject({ method: 'GET', url: '/some-screen' })).body).toContain('<title>portal</title>');
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await plain.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('<title>');
        expect(res.body).not.toContain('process_cpu');
      }
    });
  });
});

describe('what the metrics count', () => {
  it('requests by route pattern, method and status, never the raw URL', async () => {
    const before = sample(await metricsText(), 'http_requests_total', { method: 'GET', route: '/api/verify/:code', status_code: '404' }) ?? 0;
    for (const code of ['NOCODE12345', 'NOCODE67890']) expect((await t.app.inject({ method: 'GET', url: `/api/verify/${code}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-42' });
    const text = await metricsText();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/verify/:code', status_code: '404' })).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/verify/:code', status_code: '404' })).toBe(before + 2);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('NOCODE');
    expect(text).not.toContain('no-such-route');
  });

  it('logins by outcome: ok, refused, locked', async () => {
    const { student } = await buildStudent(t.db);
    const login = (password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: student.ROLNO, password } });
    const before = await metricsText();
    const count = (text: string, outcome: string) => sample(text, 'portal_logins_total', { outcome }) ?? Number.NaN;
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(429);
    const after = await metricsText();
    expect(count(after, 'ok') - count(before, 'ok')).toBe(1);
    expect(count(after, 'refused') - count(before, 'refused')).toBe(LOCK_AFTER_FAILURES);
    expect(count(after, 'locked') - count(before, 'locked')).toBe(1);
  });

  it('database connections in use, idle and waiting', async () => {
    const text = await metricsText();
    for (const name of ['portal_db_connections_in_use', 'portal_db_connections_idle', 'portal_db_connections_waiting']) expect(sample(text, name)).toBeGreaterThanOrEqual(0);
    const gauge = async (name: string) => sample(await t.app.metrics.registry.getSingleMetricAsString(name), name);
    // While a transaction holds a connection and (on the embedded database) another statement waits for it.
    let during: { inUse?: number; waiting?: number } = {};
    let other: Promise<unknown> = Promise.resolve();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      other = t.db.execute(sql`select 2`).then(() => {}); // drizzle's queries start when awaited
      await new Promise((resolve) => setTimeout(resolve, 20));
      during = { inUse: await gauge('portal_db_connections_in_use'), waiting: await gauge('portal_db_connections_waiting') };
    });
    await other;
    expect(during.inUse).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'pglite') expect(during.waiting).toBe(1);
    expect(await gauge('portal_db_connections_waiting')).toBe(0);
    expect(t.database.poolStats()).toMatchObject({ waiting: 0 });
  });

  it('jobs per queue and state, and failed attempts in this process', async () => {
    const jobs = (text: string, queue: string, state: string) => sample(text, 'portal_jobs', { queue, state });
    const before = await metricsText();
    expect(jobs(before, QUEUE.DIGEST, 'failed')).toBe(0);
    expect(sample(before, 'portal_job_failures_total', { queue: QUEUE.DIGEST })).toBe(0);
    const created = jobs(before, QUEUE.MAIL, 'created') ?? Number.NaN;
    // A mail enqueued (no worker runs in tests): one more job waiting in its queue.
    await t.db.transaction((tx) => t.app.mailer.enqueue(tx, { to: 'queued@example.edu', subject: 'queued', text: 'queued' }));
    expect(jobs(await metricsText(), QUEUE.MAIL, 'created')).toBe(created + 1);

    // A job whose only attempt fails: counted in this process, then failed in the table.
    await t.app.jobs.start();
    await t.app.jobs.work(QUEUE.DIGEST, async () => {
      throw new Error('digest broke');
    });
    await t.app.jobs.boss.send(QUEUE.DIGEST, {}, { retryLimit: 0 });
    let text = '';
    for (const end = Date.now() + 20_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
      text = await metricsText();
      if (jobs(text, QUEUE.DIGEST, 'failed') === 1) break;
    }
    expect(jobs(text, QUEUE.DIGEST, 'failed')).toBe(1);
    expect(sample(text, 'portal_job_failures_total', { queue: QUEUE.DIGEST })).toBe(1);
  }, 30_000);

  it('mails sent and refused', async () => {
    const before = await metricsText();
    const sent = sample(before, 'portal_mails_sent_total') ?? Number.NaN;
    const failed = sample(before, 'portal_mails_failed_total') ?? Number.NaN;
    smtp.state.mode = 'accept';
    expect((await t.app.mailer.send({ to: 'ok@example.edu', subject: 's', text: 't' })).sent).toBe(true);
    smtp.state.mode = 'refuse';
    expect((await t.app.mailer.send({ to: 'refused@example.edu', subject: 's', text: 't' })).sent).toBe(false);
    smtp.state.mode = 'accept';
    const after = await metricsText();
    expect(sample(after, 'portal_mails_sent_total')).toBe(sent + 1);
    expect(sample(after, 'portal_mails_failed_total')).toBe(failed + 1);
  });

  it('the backup figures exist for the backup job to set', async () => {
    t.app.metrics.backupLastSuccess.set(1_700_000_000);
    t.app.metrics.backupFailures.inc();
    const text = await metricsText();
    expect(sample(text, 'portal_backup_last_success_timestamp_seconds')).toBe(1_700_000_000);
    expect(sample(text, 'portal_backup_failures_total')).toBe(1);
  });
});

describe('metrics of one app are its own', () => {
  it('a second app in the process starts from zero', async () => {
    const other = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(sample(res.body, 'portal_logins_total', { outcome: 'ok' })).toBe(0);
      expect(sample(res.body, 'portal_mails_sent_total')).toBe(0);
    } finally {
      await other.close();
    }
  }, 60_000);
});
