import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginAnswerSchema, LoginRefusedSchema, SignInOptionsAnswerSchema, SsoExchangeBodySchema } from '@portal/domain';
import { SingleSignOn } from '../../identity/single-sign-on.js';
import { answerSignIn } from './sign-in-answer.js';
import { notFound } from '../../lib/errors.js';
import { publicUrl } from '../../lib/public-url.js';

/** Where the login page collects a callback's outcome: `/login?sso=<one-time code>` (never a session token). */
const loginWithCode = (code: string) => `/login?sso=${encodeURIComponent(code)}`;

/** The cookie that binds a flow to the browser that started it (its state), for the callback only. */
const FLOW_COOKIE = 'portal_sso_state';
const FLOW_COOKIE_PATH = '/api/auth/sso/callback';
const cookieOf = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** How long the login page waits for the provider's first answer before leaving out the end-session offer. */
const OPTIONS_WAIT_MS = 3000;

/**
 * Single sign-on through the university's OpenID Connect provider (identity/single-sign-on.ts), and what the
 * login page offers. Without OIDC_ISSUER the single sign-on calls answer 404 and the login page shows no button.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const c = app.config;
  const sso =
    c.OIDC_ISSUER && c.OIDC_CLIENT_ID
      ? new SingleSignOn(app.db, {
          issuer: c.OIDC_ISSUER,
          clientId: c.OIDC_CLIENT_ID,
          clientSecret: c.OIDC_CLIENT_SECRET,
          scopes: c.OIDC_SCOPES,
          matchClaim: c.OIDC_MATCH_CLAIM,
          publicUrl: publicUrl(c),
        })
      : null;
  const configured = () => {
    if (!sso) throw notFound();
    return sso;
  };
  const throttle = { rateLimit: { max: c.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };
  // Lax: sent on the provider's top-level redirect back to the portal, never on a cross-site request of a page.
  const secure = publicUrl(c).startsWith('https:') ? '; Secure' : '';
  const flowCookie = (state: string, maxAge: number) => `${FLOW_COOKIE}=${state}; Path=${FLOW_COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;

  app.get(
    '/api/auth/sign-in-options',
    { schema: { tags: ['auth'], summary: 'What the login page offers: single sign-on (its button\'s words) and who may sign in with a password', response: { 200: SignInOptionsAnswerSchema } } },
    async () => {
      const endSession = sso ? await Promise.race([sso.hasEndSession(), new Promise<boolean>((r) => setTimeout(r, OPTIONS_WAIT_MS, false))]) : false;
      return { success: true as const, sso: sso ? { label: c.OIDC_LABEL, endSession } : null, passwordSignIn: c.PASSWORD_SIGN_IN };
    },
  );

  // The browser is sent here by the button; these three are navigations, not calls, so they stay out of the API's document.
  app.get('/api/auth/sso/start', { schema: { hide: true }, config: throttle }, async (_request, reply) => {
    const provider = configured();
    // An unreachable provider is a plain message on the login page, never an error page.
    const flow = await provider.start().catch((err: unknown) => {
      app.log.warn({ err }, 'single sign-on: the provider could not be reached');
      return null;
    });
    if (!flow) return reply.redirect(loginWithCode(await provider.failed()), 302);
    return reply.header('set-cookie', flowCookie(flow.state, 600)).header('cache-control', 'no-store').redirect(flow.url, 302);
  });

  app.get('/api/auth/sso/callback', { schema: { hide: true }, config: throttle }, async (request, reply) => {
    const provider = configured();
    // The address as the provider was told it (PUBLIC_URL), with the provider's answer in its query.
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const code = await provider.finish(new URL(`${provider.redirectUri}${query}`), cookieOf(request.headers.cookie, FLOW_COOKIE));
    return reply
      .header('set-cookie', flowCookie('', 0))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(loginWithCode(code), 302);
  });

  app.get('/api/auth/sso/end-session', { schema: { hide: true } }, async (_request, reply) => {
    const to = await configured().endSessionUrl();
    return reply.redirect(to ?? '/login', 302);
  });

  app.post(
    '/api/auth/sso/exchange',
    {
      schema: {
        tags: ['auth'],
        summary: 'The session for a single sign-on: the login page hands over the one-time code of the callback (and the portal\'s second factor when asked)',
        body: SsoExchangeBodySchema,
        response: { 200: LoginAnswerSchema, 401: LoginRefusedSchema },
      },
      config: throttle,
    },
    async (request, reply) => {
      const provider = configured();
      const second = { tokenSecret: c.TOKEN_SECRET, code: request.body.totp };
      return answerSignIn(app, request, reply, 'sso', () => provider.collect(request.body.code, second));
    },
  );
};
export default routes;
