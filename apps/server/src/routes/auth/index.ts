import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginAnswerSchema, LoginBodySchema, LoginRefusedSchema, UserProfileAnswerSchema } from '@portal/domain';
import { signInWithPassword, SecondFactorNeeded } from '../../identity/password-sign-in.js';
import passwordRoutes from './password.routes.js';
import twoFactorRoutes from './two-factor.routes.js';
import ssoRoutes from './sso.routes.js';
import { AppError } from '../../lib/errors.js';
import { getProfile } from './profile.repository.js';
import { plainJson } from '../../lib/plain-json.js';

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], summary: 'Log in with username (roll number or staff id) and password', body: LoginBodySchema, response: { 200: LoginAnswerSchema, 401: LoginRefusedSchema } },
      config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const second = { tokenSecret: app.config.TOKEN_SECRET, code: request.body.totp };
      const user = await signInWithPassword(app.db, request.body.username, request.body.password, second, app.config.PASSWORD_SIGN_IN).catch((err: unknown) => {
        // Refused (wrong credentials, disabled) or locked (too many wrong passwords): a 5xx is no outcome.
        if (err instanceof AppError) app.metrics.logins.inc({ outcome: err.statusCode === 429 ? 'locked' : 'refused' });
        // A missing or wrong second factor is answered apart (it says `mfaRequired`).
        if (err instanceof SecondFactorNeeded) return err;
        throw err;
      });
      if (user instanceof SecondFactorNeeded) {
        return reply.code(401).send({ success: false, msg: request.say(user.said), code: 'MFA_REQUIRED', mfaRequired: true as const });
      }
      app.metrics.logins.inc({ outcome: 'ok' });
      // The session says what must be settled before anything else (a one-time password, a required second factor).
      const pending = { ...(user.MUST_CHANGE_PASSWORD ? { mustChangePassword: true } : {}), ...(user.MFA_ENROL_REQUIRED ? { mfaEnrolRequired: true } : {}) };
      return { success: true as const, token: await app.tokens.sign(user), user, ...pending };
    },
  );

  app.get('/api/userProfile', { ...plainJson, schema: { tags: ['auth'], summary: 'The signed-in user\'s profile', response: { 200: UserProfileAnswerSchema } } }, async (request) => ({
    success: true,
    data: await getProfile(app.db, request.user!, app.config.DUES_ADMIN_FM_IDS),
  }));

  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(ssoRoutes);
};

export default auth;
