import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { txJobDb, type JobDb } from './executors.js';
import { QUEUE } from './queues.js';
import type { Metrics } from '../lib/metrics.js';

export interface JobQueueOptions {
  /** Seconds between polls of a worker for new jobs. */
  pollSeconds: number;
  /** Seconds between pg-boss maintenance runs (expired active jobs go back to retry; archiving). */
  maintenanceSeconds: number;
  mail: { retryLimit: number; retryDelaySeconds: number; expireSeconds: number };
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
      maintenanceIntervalSeconds: options.maintenanceSeconds,
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
  async sendMailJob(tx: DbOrTx, mailId: number) {
    await this.sendMailJobs(tx, [mailId]);
  }

  /** Enqueues one mail job per id in the transaction `tx`, in one statement. */
  async sendMailJobs(tx: DbOrTx, mailIds: readonly number[]) {
    if (!mailIds.length) return;
    const m = this.options.mail;
    const retry = { retryLimit: m.retryLimit, retryDelay: m.retryDelaySeconds, retryBackoff: true, expireInSeconds: m.expireSeconds };
    await this.boss.insert(
      mailIds.map((mailId) => ({ name: QUEUE.MAIL, data: { mailId }, ...retry })),
      { db: txJobDb(tx) } as never,
    );
  }
}
