import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { MAX_PHOTO_BYTES } from '@portal/domain';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createMailer, type Mailer } from './adapters/mail/index.js';
import errors from './plugins/errors.js';
import auth from './plugins/auth.js';
import authorize from './plugins/authorize.js';
import inputGuard from './plugins/input-guard.js';
import securityHeaders from './plugins/security-headers.js';
import docs from './plugins/docs.js';
import web from './plugins/web.js';
import lifecycle from './plugins/lifecycle.js';
import opsControl from './ops/control-routes.js';
import metrics from './plugins/metrics.js';
import { isApiPath } from './lib/api-paths.js';
import { loggerOptions } from './lib/logger.js';
import { createAdapters, type Adapters } from './adapters/index.js';
import { JobQueue } from './jobs/job-queue.js';
import jobWorkers from './plugins/job-workers.js';
import { registerNotifier } from './notifications/notifier.js';
import notificationRoutes from './routes/notifications/index.js';
import coreRoutes from './routes/core/index.js';
import authRoutes from './routes/auth/index.js';
import clearanceRoutes from './routes/clearance/index.js';
import idCardRoutes from './routes/id-cards/index.js';
import studentRoutes from './routes/students/index.js';
import endowmentRoutes from './routes/endowment/index.js';
import transportRoutes from './routes/transport/index.js';
import eventRoutes from './routes/events/index.js';
import duesRoutes from './routes/dues/index.js';
import insightsRoutes from './routes/insights/index.js';
import bulkRoutes from './routes/bulk/index.js';
import challanRecordRoutes from './routes/challans/index.js';
import cardRoutes from './routes/cards/index.js';
import adminRoutes from './routes/admin/index.js';
import paymentRoutes from './routes/payments/index.js';
import settlementRoutes from './routes/payments/settlement.routes.js';
import { rateLimitStoreOptions } from './lib/rate-limit-options.js';
import { publicUrl, publicUrlWarning } from './lib/public-url.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbKind: Database['kind'];
    mailer: Mailer;
    jobs: JobQueue;
    adapters: Adapters;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own logger writes (default stdout), e.g. to read every line in a test. */
  logStream?: { write(line: string): void };
  /** Replace outside systems (tests). */
  adapters?: Partial<Adapters>;
}

/** The whole portal as a Fastify instance: plugins, then routes. `server.ts` only listens. */
export async function buildApp({ config, database, logger, logStream, adapters }: BuildOptions) {
  const app = Fastify({
    // Without personal data: lib/logger.ts (redaction, SQL parameters cut, CNICs, phones and e-mails masked).
    logger: logger ?? { ...loggerOptions(config.LOG_LEVEL), ...(logStream ? { stream: logStream } : {}) },
    // A caller's request id is kept for tracing only when it is a plain token (it goes into the logs).
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    // While closing, a request that reached an open connection is still served (and its answer closes the
    // connection: plugins/lifecycle.ts), rather than refused with 503: none sent before the signal is lost.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  // First: the request counter's hook sees every route, and the mailer and the queue count into it.
  await app.register(metrics, { database });
  const jobQueue = new JobQueue(database.jobDb, {
    pollSeconds: config.JOB_POLL_SECONDS,
    maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
    mail: { retryLimit: config.MAIL_RETRY_LIMIT, retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS, expireSeconds: config.MAIL_EXPIRE_SECONDS },
  }, app.log, app.metrics);
  app.decorate('jobs', jobQueue);
  app.decorate('mailer', createMailer(database.db, app.log, config.SMTP_URL, config.MAIL_FROM, jobQueue, app.metrics));
  registerNotifier(database.db, { mailer: app.mailer, institution: config.INSTITUTION_NAME, publicUrl: publicUrl(config) });
  const noPublicUrl = publicUrlWarning(config);
  if (noPublicUrl) app.log.warn({ setting: 'PUBLIC_URL' }, noPublicUrl);
  app.decorate('adapters', { ...createAdapters(config, database.db), ...adapters });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(errors);
  await app.register(lifecycle);
  // The Content-Security-Policy is per answer (HTML pages only, with a style nonce): plugins/security-headers.ts.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  // The API's answers of 1 KB or more (JSON: the API document, long lists; CSV exports) compressed for the clients
  // that accept it. Only the API's routes: the web build's files have their own rule (plugins/web.ts), and
  // @fastify/compress would also take their small and pre-compressed files. Brotli at quality 5: most of the
  // saving at a fraction of the time.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && isApiPath(route.url)) route.compress = {};
  });
  await app.register(compress, { global: false, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });
  await app.register(securityHeaders);
  // Throttles count across every instance: Redis when REDIS_URL is set, else PostgreSQL.
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(app, database, config.REDIS_URL) });
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES * 4, files: 1, fields: 40 } });
  await app.register(docs);
  await app.register(auth);
  await app.register(authorize);
  await app.register(inputGuard);

  await app.register(coreRoutes);
  await app.register(authRoutes);
  await app.register(clearanceRoutes);
  await app.register(idCardRoutes);
  await app.register(studentRoutes);
  await app.register(endowmentRoutes);
  await app.register(transportRoutes);
  await app.register(eventRoutes);
  await app.register(duesRoutes);
  await app.register(insightsRoutes);
  await app.register(bulkRoutes);
  await app.register(challanRecordRoutes);
  await app.register(cardRoutes);
  await app.register(adminRoutes);
  await app.register(notificationRoutes);
  await app.register(paymentRoutes);
  await app.register(settlementRoutes);
  await app.register(jobWorkers);
  // The command line's calls to the portal that holds the embedded database folder (none on PostgreSQL).
  await app.register(opsControl, { lock: database.lock });

  await app.register(web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
