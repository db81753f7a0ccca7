import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { QUEUE } from '../db/job-queue/queues.js';
import { sendDigests } from '../notifications/digest.js';
import { backupCron, runScheduledBackup } from '../ops/backup-job.js';

/**
 * Starts the job workers with the app (when JOB_WORKERS is on; off by default in tests) and stops them
 * gracefully when the app closes: a mail being sent finishes, then pg-boss stops.
 */
export default fp(async (app: FastifyInstance) => {
  const enabled = (app.config.JOB_WORKERS ?? (app.config.NODE_ENV === 'test' ? 'off' : 'on')) === 'on';
  if (!enabled) return;
  app.addHook('onReady', async () => {
    await startJobWorkers(app);
  });
  app.addHook('onClose', async () => {
    await app.jobs.stop();
  });
});

/** The queue started with this instance's workers: mail, the staff digest and scheduled backups. */
export async function startJobWorkers(app: FastifyInstance) {
  await app.jobs.start();
  await app.jobs.work<{ mailId: number; refused?: number }>(QUEUE.MAIL, async (job) => {
    await app.mailer.deliver(job.data.mailId, { refused: job.data.refused ?? 0 });
  });
  await app.jobs.work(QUEUE.DIGEST, async () => {
    await sendDigests(app);
  });
  await app.jobs.boss.schedule(QUEUE.DIGEST, app.config.DIGEST_CRON, {}, { tz: 'UTC' });
  await app.jobs.work(QUEUE.BACKUP, async () => {
    await runScheduledBackup(app);
  });
  // A schedule runs once across instances (pg-boss); taking it off (BACKUP_CRON=off) is remembered too.
  const cron = backupCron(app.config, app.dbKind);
  if (cron) await app.jobs.boss.schedule(QUEUE.BACKUP, cron, {}, { tz: 'UTC', retryLimit: 0 });
  else await app.jobs.boss.unschedule(QUEUE.BACKUP);
}
