import { DEPT } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIdOf } from '../adapters/mail/index.js';
import { mailOutbox } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { buildStaff } from '../test/factories.js';
import { startSmtp } from '../test/smtp.js';
import { maintenanceInterval } from './job-queue.js';
import { startJobWorkers } from '../plugins/job-workers.js';
import { QUEUE } from '../db/job-queue/queues.js';

/**
 * A mail is one message however many times it is tried: every attempt carries the same Message-ID
 * (receiving clients fold repeats), on the queue and on the direct path alike. An attempt lost with its
 * worker is tried again within about MAIL_EXPIRE_SECONDS, not after the queue's maintenance interval and
 * a refusal's backoff on top.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp?.close());

const mailRow = async (t: TestApp, id: number) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.ID, id)))[0];
async function until(t: TestApp, id: number, status: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const m = await mailRow(t, id);
    if (m.STATUS === status) return m;
    if (Date.now() > end) throw new Error(`mail ${id} is ${m.STATUS}, not ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const idsTo = (address: string) => smtp.attempts.filter((m) => m.to.includes(address)).map((m) => m.messageId);

describe('one Message-ID per mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { SMTP_URL: smtp.url, JOB_WORKERS: 'on', JOB_POLL_SECONDS: 0.5, MAIL_RETRY_LIMIT: 2, MAIL_RETRY_DELAY_SECONDS: 1 } });
  }, 60_000);
  afterAll(() => t?.close());

  it('a mail sent at once and refused keeps its Message-ID when the office resends it', async () => {
    smtp.state.mode = 'refuse';
    const first = await t.app.mailer.send({ to: 'direct@students.example.edu', subject: 'Your ticket', text: 'Ticket 7' });
    expect(first.sent).toBe(false);
    smtp.state.mode = 'accept';
    const card = await buildStaff(t.db, DEPT.CARD_OFFICE);
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/mail-outbox/${first.id}/resend`, headers: await t.auth(card) });
    expect(res.statusCode, res.body).toBe(200);
    await until(t, first.id, 'sent');
    const ids = idsTo('direct@students.example.edu');
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).toBe(messageIdOf(await mailRow(t, first.id), 'portal.local'));
    expect(ids[0]).toMatch(new RegExp(`^<mail\\.${first.id}\\.[0-9a-f]{32}@portal\\.local>$`));
  }, 40_000);

  it('a queued mail keeps its Message-ID through refused attempts to the one accepted', async () => {
    smtp.state.mode = 'refuse';
    const id = (await t.db.transaction((tx) => t.app.mailer.enqueue(tx, { to: 'queued@students.example.edu', subject: 'S', text: 'T', key: 'notification-77' })))!;
    const end = Date.now() + 30_000;
    // Two attempts refused (the server answers as it records them), then the server accepts.
    while (idsTo('queued@students.example.edu').length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    smtp.state.mode = 'accept';
    await until(t, id, 'sent');
    const ids = idsTo('queued@students.example.edu');
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids)).toEqual(new Set([messageIdOf(await mailRow(t, id), 'portal.local')]));
    expect(ids[0]).toMatch(/^<notification-77\.[0-9a-f]{32}@portal\.local>$/);
  }, 40_000);

  it('gives two different mails two different Message-IDs, whatever their keys', () => {
    const token = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    const of = (ID: number, IDEMP_KEY: string | null) => messageIdOf({ ID, IDEMP_KEY, MESSAGE_TOKEN: token }, 'portal.local');
    const ids = [of(1, 'a:b'), of(2, 'a.b'), of(3, 'a_b'), of(4, 'a b'), of(5, null), of(6, null), of(7, 'mail.5'), of(8, 'mail-5'), of(9, 'ایک')];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^<[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@portal\.local>$/);
    expect(of(10, 'notification-12')).toBe(`<notification-12.${token}@portal.local>`);
  });

  it('gives the same mail of another database (a restored backup, a second portal) another Message-ID', async () => {
    // Two mails alike in id and key but recorded apart: their random parts differ.
    const a = (await t.db.transaction((tx) => t.app.mailer.enqueue(tx, { to: 'twin@students.example.edu', subject: 'S', text: 'T', key: 'twin-1' })))!;
    const first = await mailRow(t, a);
    await t.db.delete(mailOutbox).where(eq(mailOutbox.ID, a));
    const [again] = await t.db.insert(mailOutbox).values({ ID: a, TO: 'twin@students.example.edu', SUBJECT: 'S', TEXT: 'T', IDEMP_KEY: 'twin-1', STATUS: 'kept' }).returning();
    expect(messageIdOf(again, 'portal.local')).not.toBe(messageIdOf(first, 'portal.local'));
    expect(first.MESSAGE_TOKEN).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('an attempt lost with its worker', () => {
  it('runs the queue maintenance often enough to notice an expired mail within a quarter of its expiry', () => {
    const o = (maintenanceSeconds: number, expireSeconds: number) => maintenanceInterval({ pollSeconds: 2, maintenanceSeconds, mail: { retryLimit: 5, retryDelaySeconds: 60, expireSeconds } });
    expect(o(60, 120)).toBe(30);
    expect(o(60, 30)).toBe(8);
    expect(o(10, 120)).toBe(10);
    expect(o(60, 2)).toBe(1);
  });

  it('is tried again within about MAIL_EXPIRE_SECONDS, whatever the maintenance interval and retry delay', async () => {
    // Workers off at first: the test takes the job as a worker that then dies would.
    const t = await createTestApp({
      config: { SMTP_URL: smtp.url, JOB_WORKERS: 'off', JOB_POLL_SECONDS: 0.5, MAIL_EXPIRE_SECONDS: 2, JOB_MAINTENANCE_SECONDS: 60, MAIL_RETRY_DELAY_SECONDS: 60 },
    });
    try {
      await t.app.jobs.start();
      const id = (await t.db.transaction((tx) => t.app.mailer.enqueue(tx, { to: 'lost@students.example.edu', subject: 'S', text: 'T', key: 'lost-1' })))!;
      const [taken] = await t.app.jobs.boss.fetch(QUEUE.MAIL);
      expect(taken.data).toMatchObject({ mailId: id });
      await t.db.update(mailOutbox).set({ STATUS: 'sending', ATTEMPTS: 1 }).where(eq(mailOutbox.ID, id));
      const lostAt = Date.now();
      await startJobWorkers(t.app);
      const sent = await until(t, id, 'sent', 40_000);
      // Expiry 2 s, maintenance every second, a poll: well under the 60 s of either old delay.
      expect(Date.now() - lostAt).toBeLessThan(15_000);
      expect(sent.ATTEMPTS).toBe(2);
      expect(idsTo('lost@students.example.edu')).toEqual([messageIdOf(sent, 'portal.local')]);
    } finally {
      await t.app.jobs.stop();
      await t.close();
    }
  }, 60_000);
});
