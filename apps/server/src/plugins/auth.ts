import fp from 'fastify-plugin';
import { M, type SessionUser } from '@portal/domain';
import { Sessions } from '../lib/sessions.js';
import { isApiPath } from '../lib/api-paths.js';
import { forbidden } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (account re-checked at most `SESSION_CACHE_MS` ago); null when anonymous. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    tokens: Sessions;
  }
}

/** The only calls of a user who must first change a one-time password. */
const WHILE_PASSWORD_CHANGE = new Set(['POST /api/auth/change-password']);
/** The only calls of a user whose role requires two-factor sign-in they have not turned on yet. */
const WHILE_MFA_ENROLMENT = new Set(['GET /api/auth/mfa', 'POST /api/auth/mfa/enrol', 'POST /api/auth/mfa/confirm', 'POST /api/auth/change-password']);

/**
 * Reads the bearer token; the account is re-checked (exists, not disabled, password and token version
 * unchanged) through lib/sessions.ts. A user with a one-time password, or without the second factor their
 * role requires, is refused (403) every call but the one that settles it.
 */
export default fp(async (app) => {
  app.decorate('tokens', new Sessions(app.db, { secret: app.config.TOKEN_SECRET, ttl: app.config.TOKEN_TTL, cacheMs: app.config.SESSION_CACHE_MS }));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const user = await app.tokens.userOf(header.slice(7).trim());
    request.user = user;
    if (!user || !(user.MUST_CHANGE_PASSWORD || user.MFA_ENROL_REQUIRED) || !isApiPath(request.url)) return;
    const call = `${request.method} ${request.routeOptions.url}`;
    if (user.MUST_CHANGE_PASSWORD && !WHILE_PASSWORD_CHANGE.has(call)) throw forbidden(M.account.mustChangePassword);
    if (user.MFA_ENROL_REQUIRED && !WHILE_MFA_ENROLMENT.has(call)) throw forbidden(M.account.mfaEnrolRequired);
  });
});
