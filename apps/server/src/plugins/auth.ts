import fp from 'fastify-plugin';
import type { SessionUser } from '@portal/domain';
import { TokenService } from '../lib/tokens.js';
import { loadSessionUser } from '../routes/auth/auth.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, re-read from the database on each request; null when anonymous. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** Reads the bearer token; the account is re-checked (exists, not disabled) on every request. */
export default fp(async (app) => {
  app.decorate('tokens', new TokenService(app.config.TOKEN_SECRET, app.config.TOKEN_TTL));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const accountId = await app.tokens.verify(header.slice(7).trim());
    if (accountId == null) return;
    request.user = await loadSessionUser(app.db, accountId);
  });
});
