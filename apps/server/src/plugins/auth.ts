import fp from 'fastify-plugin';
import type { SessionUser } from '@portal/domain';
import { Sessions } from '../lib/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (account re-checked at most `SESSION_CACHE_MS` ago); null when anonymous. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    tokens: Sessions;
  }
}

/** Reads the bearer token; the account is re-checked (exists, not disabled, password unchanged) through lib/sessions.ts. */
export default fp(async (app) => {
  app.decorate('tokens', new Sessions(app.db, { secret: app.config.TOKEN_SECRET, ttl: app.config.TOKEN_TTL, cacheMs: app.config.SESSION_CACHE_MS }));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    request.user = await app.tokens.userOf(header.slice(7).trim());
  });
});
