import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/**
 * Where the throttles (login attempts, event registrations) count: in Redis when `REDIS_URL` is
 * set (the plugin's own Redis store), else in PostgreSQL's `rate_limits` table so every instance on one
 * database counts together, else (PGlite: one instance) in memory. Account locks are always in the
 * `accounts` table, shared by every instance whatever the store.
 *
 * With Redis unreachable a call is let through (`skipOnError`) and logged, so the portal stays usable;
 * the per-account lock still stops password guessing.
 */
export function rateLimitStoreOptions(app: FastifyInstance, database: Database, redisUrl: string | undefined): Partial<RateLimitPluginOptions> {
  if (redisUrl) {
    const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    // Said once per outage (ioredis retries every few seconds while Redis is down).
    let down = false;
    redis.on('error', (err) => {
      if (!down) app.log.warn({ err: err.message }, 'Redis (rate limits) unreachable; throttles let calls through');
      down = true;
    });
    redis.on('ready', () => {
      down = false;
    });
    // Counted from the first call: the server starts serving once Redis is connected (or has not answered
    // within 2 s; then calls are let through until it does, as in any outage).
    app.addHook('onReady', async () => {
      if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    return { redis, nameSpace: 'portal-rate-limit-', skipOnError: true };
  }
  if (database.kind === 'postgres') return { store: databaseRateLimitStore(database.db) };
  return {};
}
