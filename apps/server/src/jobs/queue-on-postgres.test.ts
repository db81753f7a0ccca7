import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { openPostgres, type Database } from '../db/client.js';
import { mailAttempts, mailOutbox } from '../db/schema/index.js';
import { messageIdOf } from '../adapters/mail/index.js';
import { adminQuery, TEMPLATE_DB, withDatabase } from '../test/global-setup.js';
import { startSmtp } from '../test/smtp.js';
import { runScript } from '../test/server-process.js';

/**
 * On PostgreSQL (run with TEST_DATABASE_URL): several app instances share the queue and a job
 * runs once; a server killed while it sends a mail, then started again, delivers that mail exactly once.
 */
const templateUrl = inject('templateDatabaseUrl');

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let url: string;
let dbName: string;
const opened: Database[] = [];
const apps: App[] = [];

async function instance(config: Partial<Config>) {
  const database = await openPostgres(url, { migrate: false, max: 4 });
  opened.push(database);
  const app = await buildApp({ config: testConfig({ SMTP_URL: smtp.url, ...config }), database, logger: false });
  await app.ready();
  apps.push(app);
  return { app, db: database.db };
}

const FAST = { JOB_WORKERS: 'on', JOB_POLL_SECONDS: 0.5, JOB_MAINTENANCE_SECONDS: 1, MAIL_RETRY_DELAY_SECONDS: 1 } as const;

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!templateUrl)('the job queue on PostgreSQL', () => {
  beforeAll(async () => {
    smtp = await startSmtp();
    dbName = `portal_q_${crypto.randomBytes(6).toString('hex')}`;
    await adminQuery(templateUrl, `create database ${dbName} template ${TEMPLATE_DB}`);
    url = withDatabase(templateUrl, dbName);
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const d of opened) await d.close();
    await smtp?.close();
    if (dbName) await adminQuery(templateUrl, `drop database if exists ${dbName} with (force)`);
  });

  it('two app instances on one database: every mail job runs once', async () => {
    const a = await instance(FAST);
    const b = await instance(FAST);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const via = i % 2 ? a : b;
      ids.push((await via.db.transaction((tx) => via.app.mailer.enqueue(tx, { to: `two-${i}@students.example.edu`, subject: `Two ${i}`, text: 'x', key: `two-${i}` })))!);
    }
    await waitFor('all sent', async () => {
      const rows = await a.db.select({ STATUS: mailOutbox.STATUS }).from(mailOutbox).where(inArray(mailOutbox.ID, ids));
      return rows.every((r) => r.STATUS === 'sent');
    });
    for (let i = 0; i < 12; i++) expect(smtp.to(`two-${i}@students.example.edu`), `mail ${i}`).toHaveLength(1);
    const attempts = await a.db.select().from(mailAttempts).where(inArray(mailAttempts.MAIL_ID, ids));
    expect(attempts).toHaveLength(12);
    for (const x of apps.splice(0)) await x.close();
  }, 90_000);

  it('a server killed while sending, then restarted, delivers the mail exactly once, soon, under the same Message-ID', async () => {
    // The job's expiry (a lost attempt is retried after it) is fixed when the job is written. The queue's
    // maintenance and a refusal's retry delay stay at a minute: a lost attempt waits for neither.
    const { app, db } = await instance({ ...FAST, JOB_WORKERS: 'off', MAIL_EXPIRE_SECONDS: 3, MAIL_RETRY_DELAY_SECONDS: 60 });
    const id = (await db.transaction((tx) => app.mailer.enqueue(tx, { to: 'kill@students.example.edu', subject: 'Kill test', text: 'x', key: 'kill-1' })))!;
    smtp.state.mode = 'hold';
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'no',
      SMTP_URL: smtp.url,
      TOKEN_SECRET: 'kill-test-secret-kill-test-secret-123456',
      DATA_DIR: path.join(os.tmpdir(), dbName),
      WEB_DIST: '/nonexistent',
      JOB_WORKERS: 'on',
      JOB_POLL_SECONDS: '0.5',
      JOB_MAINTENANCE_SECONDS: '60',
      MAIL_EXPIRE_SECONDS: '3',
      MAIL_RETRY_DELAY_SECONDS: '60',
    };
    // The server as one process (node with the tsx loader): the kill reaches the server itself, not a wrapper
    // that would leave it running as an orphan.
    const start = (): ChildProcess => runScript('src/server.ts', [], env, 'ignore').child;
    const first = start();
    await waitFor('the first server to be sending', async () => smtp.state.held > 0, 60_000);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.ID, id)))[0].STATUS).toBe('sending');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(smtp.to('kill@students.example.edu')).toHaveLength(0);

    smtp.state.mode = 'accept';
    const second = start();
    try {
      // Within the server's start and a few seconds: not after a maintenance interval and a backoff (2–3 minutes).
      const sent = await waitFor(
        'the restarted server to send',
        async () => {
          const [m] = await db.select().from(mailOutbox).where(eq(mailOutbox.ID, id));
          return m.STATUS === 'sent' && m;
        },
        45_000,
      );
      expect(sent.ATTEMPTS).toBe(2);
      // The cut attempt and the delivered one are one message to the recipient's client.
      expect(smtp.attempts.filter((m) => m.to.includes('kill@students.example.edu')).map((m) => m.messageId)).toEqual([messageIdOf(sent, 'portal.local'), messageIdOf(sent, 'portal.local')]);
      // Give a wrongly repeated job time to show itself.
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.to('kill@students.example.edu')).toHaveLength(1);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
  }, 150_000);
});
