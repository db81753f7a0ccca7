import fp from 'fastify-plugin';
import type { Actor, Message, SessionUser } from '@portal/domain';
import { Sessions } from '../identity/sessions.js';
import { bankSignIn } from '../identity/bank-credentials.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person (account re-checked at most `SESSION_CACHE_MS` ago); null when anonymous or a system principal. */
    user: SessionUser | null;
    /** Who is calling: the signed-in person, or a system principal a sign-in provider named; null when anonymous. */
    actor: Actor | null;
    /** Why the bearer token sent no longer signs anyone in (expired, disabled, sessions ended), said in the 401. */
    sessionEnded: Message | null;
  }
  interface FastifyInstance {
    tokens: Sessions;
  }
}

/**
 * Names the caller: a bearer token is read through the one session reader (identity/sessions.ts); the banks'
 * bill-payment network signs in with its own headers (identity/bank-credentials.ts). What the caller may do
 * is decided at the API's door (plugins/authorize.ts), on the route the router matched.
 */
export default fp(async (app) => {
  app.decorate('tokens', new Sessions(app.db, { secret: app.config.TOKEN_SECRET, ttl: app.config.TOKEN_TTL, cacheMs: app.config.SESSION_CACHE_MS }));
  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionEnded', null);
  const bank = bankSignIn(app.config);
  app.addHook('onRequest', async (request) => {
    if (request.headers.password !== undefined) {
      request.actor = bank(request.headers, request.ip);
      return;
    }
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    const user = await app.tokens.userOf(token);
    request.user = user;
    request.actor = user;
    if (!user) request.sessionEnded = await app.tokens.whyRefused(token);
  });
});
