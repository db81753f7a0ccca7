import fp from 'fastify-plugin';
import { M } from '@portal/domain';
import type { Database } from '../db/client.js';
import { createMetrics, type Metrics } from '../lib/metrics.js';
import { bearerMatcher } from '../lib/bearer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (lib/metrics.ts): counters the code updates, served at `GET /metrics`. */
    metrics: Metrics;
  }
}

/** The route label of a request no route matched (404s and the web app's screens): never the raw URL. */
const UNMATCHED_ROUTE = 'unmatched';
/** The web build's hashed files have a route each, and new names with every release: one label for them all. */
const ASSETS_ROUTE = '/assets/*';

/** The route label of a request: its route's pattern, every asset file as one. */
const routeLabel = (url: string | undefined) => (url === undefined ? UNMATCHED_ROUTE : url.startsWith('/assets/') ? ASSETS_ROUTE : url);

/**
 * Prometheus metrics at `GET /metrics` (text format), for a scraper holding `METRICS_TOKEN` as a bearer
 * token. Without `METRICS_TOKEN` the route answers 404 as an unknown API path does; it is registered even
 * then so the web app's fallback never serves its page there.
 */
export default fp<{ database: Pick<Database, 'poolStats' | 'jobDb'> }>(async (app, { database }) => {
  const metrics = createMetrics(database, app.log);
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request.routeOptions.url), status_code: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const matches = bearerMatcher(app.config.METRICS_TOKEN);
  // Scrapes every few seconds would drown the request log; failures are still logged.
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!app.config.METRICS_TOKEN) return reply.status(404).send({ success: false, msg: request.say(M.common.notFound), code: 'NOT_FOUND' });
    if (!matches(request.headers.authorization)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ success: false, msg: request.say(M.common.unauthorized), code: 'UNAUTHORIZED' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});
