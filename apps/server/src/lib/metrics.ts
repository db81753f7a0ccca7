import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, PoolStats } from '../db/client.js';
import { QUEUE_NAMES } from '../db/job-queue/queues.js';

/** pg-boss 10's job states (its `job_state` enum), each reported per queue even when no job is in it. */
const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
const LOGIN_OUTCOMES = ['ok', 'refused', 'locked'] as const;

let processRegistry: Registry | null = null;

/**
 * The process's own figures: CPU, memory, heap, GC, handles and the event loop's lag (nodejs_eventloop_lag_*).
 * They are one set per process however many apps it builds (the tests build dozens), and prom-client's
 * collector starts timers and observers it never stops, so it runs once, into a registry of its own.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // Gauges named like counters, which promtool's lint refuses; the per-type gauges beside them
    // (nodejs_active_handles{type}, nodejs_active_requests{type}, nodejs_active_resources{type}) sum to the same.
    for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total']) processRegistry.removeSingleMetric(name);
  }
  return processRegistry;
}

/**
 * The portal's metrics in a registry of their own (one per app: tests build many apps in one process, and
 * prom-client's global registry would mix them), served with the process's figures. Counters are updated
 * where things happen (requests, logins, mail, job attempts, backups); the database and the job queue are
 * read when scraped.
 */
export function createMetrics(database: Pick<Database, 'poolStats' | 'jobDb'>, log: FastifyBaseLogger) {
  const own = new Registry();
  const registers = [own];

  const httpLabels = ['method', 'route', 'status_code'] as const;
  const metrics = {
    httpRequests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route pattern and status code', labelNames: httpLabels, registers }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: httpLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    logins: new Counter({ name: 'portal_logins_total', help: 'Login attempts by outcome: ok, refused (wrong credentials or disabled), locked (account locked)', labelNames: ['outcome'] as const, registers }),
    mailsSent: new Counter({ name: 'portal_mails_sent_total', help: 'Mails the SMTP server accepted', registers }),
    mailsFailed: new Counter({ name: 'portal_mails_failed_total', help: 'Mail attempts the SMTP server refused or that could not reach it', registers }),
    jobFailures: new Counter({ name: 'portal_job_failures_total', help: 'Failed job attempts in this process, by queue (each is retried until its limit)', labelNames: ['queue'] as const, registers }),
    backupLastSuccess: new Gauge({ name: 'portal_backup_last_success_timestamp_seconds', help: 'When the last backup succeeded (Unix time, seconds)', registers }),
    backupFailures: new Counter({ name: 'portal_backup_failures_total', help: 'Backups that failed', registers }),
    bankCalls: new Counter({ name: 'portal_bank_calls_total', help: "The banks' bill-payment calls answered, by call (inquiry, payment) and response code", labelNames: ['call', 'code'] as const, registers }),
  };
  for (const outcome of LOGIN_OUTCOMES) metrics.logins.inc({ outcome }, 0);
  for (const queue of QUEUE_NAMES) metrics.jobFailures.inc({ queue }, 0);

  // Read when scraped: PostgreSQL's pool, or PGlite's one connection (db/client.ts).
  const pool = { in_use: (s: PoolStats) => s.total - s.idle, idle: (s: PoolStats) => s.idle, waiting: (s: PoolStats) => s.waiting };
  const poolHelp = { in_use: 'Database connections running a statement or transaction', idle: 'Database connections open and idle', waiting: 'Statements waiting for a database connection' };
  for (const key of ['in_use', 'idle', 'waiting'] as const) {
    new Gauge({
      name: `portal_db_connections_${key}`,
      help: poolHelp[key],
      registers,
      collect() {
        this.set(pool[key](database.poolStats()));
      },
    });
  }

  new Gauge({
    name: 'portal_jobs',
    help: 'Jobs in the queue tables by queue and state (created and retry are waiting; failed have no attempts left)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      try {
        const { rows } = await database.jobDb.executeSql('select name, state::text as state, count(*)::int as n from pgboss.job group by name, state');
        for (const queue of QUEUE_NAMES) for (const state of JOB_STATES) this.set({ queue, state }, 0);
        for (const r of rows as { name: string; state: string; n: number }[]) this.set({ queue: r.name, state: r.state }, Number(r.n));
      } catch (err) {
        // The scrape still answers (the other metrics); the gauge is missing until the database answers.
        log.warn({ err }, 'metrics: job queue not readable');
      }
    },
  });
  // The app's metrics and the process's, scraped together (the same metric objects, registered in both).
  return { ...metrics, registry: Registry.merge([processMetrics(), own]) };
}

export type Metrics = ReturnType<typeof createMetrics>;
