import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.js';

/** About one call in this many also deletes the counters whose window has ended. */
const SWEEP_ONE_IN = 500;

/**
 * A rate-limit store (for @fastify/rate-limit) over the `rate_limits` table, so that every instance on one
 * PostgreSQL counts the same login attempts and registrations: one upsert a call, which starts a new
 * window when the last one has ended. Keys are namespaced per route like the plugin's Redis store.
 */
export function databaseRateLimitStore(db: DbOrTx): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global-',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      void this.hit(`${this.prefix}${key}`, timeWindow).then((r) => callback(null, r), (err: Error) => callback(err));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseStore(routeOptions, `${route.method}${route.url}-`);
    }

    private async hit(key: string, windowMs: number) {
      const window = sql`now() + ${windowMs} * interval '1 millisecond'`;
      const [row] = rowsOf<{ hits: number; ttl: number }>(
        await db.execute(sql`
          insert into rate_limits (key, hits, window_ends) values (${key}, 1, ${window})
          on conflict (key) do update set
            hits = case when rate_limits.window_ends <= now() then 1 else rate_limits.hits + 1 end,
            window_ends = case when rate_limits.window_ends <= now() then ${window} else rate_limits.window_ends end
          returning hits, ceil(extract(epoch from window_ends - now()) * 1000)::int as ttl`),
      );
      if (Math.random() * SWEEP_ONE_IN < 1) await db.execute(sql`delete from rate_limits where window_ends < now()`);
      return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
    }
  }
  return DatabaseStore;
}
