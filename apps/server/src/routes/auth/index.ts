import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginAnswerSchema, LoginBodySchema, LoginRefusedSchema, UserProfileAnswerSchema } from '@portal/domain';
import { signInWithPassword } from '../../identity/password-sign-in.js';
import { answerSignIn } from './sign-in-answer.js';
import passwordRoutes from './password.routes.js';
import twoFactorRoutes from './two-factor.routes.js';
import ssoRoutes from './sso.routes.js';
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
      return answerSignIn(app, request, reply, 'password', () =>
        signInWithPassword(app.db, request.body.username, request.body.password, second, app.config.PASSWORD_SIGN_IN),
      );
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
