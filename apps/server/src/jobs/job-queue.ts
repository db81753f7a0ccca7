import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { txJobDb, type JobDb } from '../db/job-queue/executors.js';
import { QUEUE } from '../db/job-queue/queues.js';
import type { Metrics } from '../lib/metrics.js';

export interface JobQueueOptions {
  /** Seconds between polls of a worker for new jobs. */
  pollSeconds: number;
  /** Seconds between pg-boss maintenance runs at most (expired active jobs go back to retry; archiving). */
  maintenanceSeconds: number;
  mail: { retryLimit: number; retryDelaySeconds: number; expireSeconds: number };
}

/**
 * pg-boss notices an expired job (its worker died mid-attempt) only at maintenance. Maintenance runs every
 * JOB_MAINTENANCE_SECONDS, or every quarter of MAIL_EXPIRE_SECONDS when that is sooner (at least every
 * second), so a lost mail attempt is retried within about 1.25 × MAIL_EXPIRE_SECONDS of its start.
 */
export const maintenanceInterval = (o: JobQueueOptions) => Math.max(1, Math.min(o.maintenanceSeconds, Math.ceil(o.mail.expireSeconds / 4)));

/**
 * Seconds before the next attempt of a mail SMTP refused `refused` times: MAIL_RETRY_DELAY_SECONDS doubling
 * with each refusal, times a random 1–2 so that many mails refused together do not come back together.
 */
export const mailBackoffSeconds = (retryDelaySeconds: number, refused: number, random = Math.random()) =>
  Math.round(retryDelaySeconds * 2 ** Math.max(0, refused - 1) * (1 + random));

/** The next attempt of a mail: how many times SMTP has refused it, and how long to wait first. */
export interface MailRetry {
  refused: number;
  afterSeconds: number;
}

export type JobHandler<T> = (job: PgBoss.JobWithMetadata<T>) => Promise<void>;

/**
 * The one job queue on the database (pg-boss 10): enqueue inside the caller's transaction, work with
 * retries and backoff, shut down gracefully. Several app instances on one PostgreSQL share it: pg-boss
 * fetches with `FOR UPDATE SKIP LOCKED`, so a job runs once; its cron runs once across instances.
 */
export class JobQueue {
  readonly boss: PgBoss;
  #started = false;

  constructor(
    db: JobDb,
    readonly options: JobQueueOptions,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Pick<Metrics, 'jobFailures'>,
  ) {
    this.boss = new PgBoss({
      db,
      migrate: false,
      supervise: true,
      schedule: true,
      maintenanceIntervalSeconds: maintenanceInterval(options),
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
  }

  get started() {
    return this.#started;
  }

  async start() {
    if (this.#started) return;
    await this.boss.start();
    this.#started = true;
  }

  /** Runs `handler` for every job of `queue`, one at a time; a throw is a failed attempt (retried by pg-boss). */
  async work<T extends object>(queue: string, handler: JobHandler<T>) {
    await this.boss.work<T>(queue, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollSeconds }, async ([job]) => {
      try {
        await handler(job);
      } catch (err) {
        this.metrics?.jobFailures.inc({ queue });
        throw err;
      }
    });
  }

  /** Stops fetching, lets the jobs at work finish (up to `timeoutMs`), then stops. */
  async stop(timeoutMs = 10_000) {
    if (!this.#started) return;
    this.#started = false;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: timeoutMs });
  }

  /** Enqueues a mail job in the transaction `tx` (it exists only if `tx` commits). */
  async sendMailJob(tx: DbOrTx, mailId: number, next?: MailRetry) {
    await this.sendMailJobs(tx, [mailId], next);
  }

  /**
   * Enqueues one mail job per id in the transaction `tx`, in one statement. A job is one attempt: pg-boss
   * itself retries only an attempt lost with its worker (expired), at once; an attempt SMTP refused is
   * followed by a new job the mailer schedules with its backoff (`next`: refusals so far, delay).
   */
  async sendMailJobs(tx: DbOrTx, mailIds: readonly number[], next: MailRetry = { refused: 0, afterSeconds: 0 }) {
    if (!mailIds.length) return;
    const m = this.options.mail;
    const options = {
      retryLimit: m.retryLimit,
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: m.expireSeconds,
      ...(next.afterSeconds > 0 ? { startAfter: `${next.afterSeconds} seconds` } : {}),
    };
    await this.boss.insert(
      mailIds.map((mailId) => ({ name: QUEUE.MAIL, data: { mailId, refused: next.refused }, ...options })),
      { db: txJobDb(tx) } as never,
    );
  }
}
