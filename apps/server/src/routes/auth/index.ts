import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginAnswerSchema, LoginBodySchema } from '@portal/domain';
import { authenticate } from './login.service.js';
import { AppError } from '../../lib/errors.js';
import { getProfile } from './profile.repository.js';

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      schema: { tags: ['auth'], summary: 'Log in with username (roll number or staff id) and password', body: LoginBodySchema, response: { 200: LoginAnswerSchema } },
      config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await authenticate(app.db, request.body.username, request.body.password).catch((err: unknown) => {
        // Refused (wrong credentials, disabled) or locked (too many wrong passwords): a 5xx is no outcome.
        if (err instanceof AppError) app.metrics.logins.inc({ outcome: err.statusCode === 429 ? 'locked' : 'refused' });
        throw err;
      });
      app.metrics.logins.inc({ outcome: 'ok' });
      return { success: true as const, token: await app.tokens.sign(user), user };
    },
  );

  app.get('/api/userProfile', { schema: { tags: ['auth'], summary: 'The signed-in user\'s profile' } }, async (request) => ({
    success: true,
    data: await getProfile(app.db, request.user!, app.config.DUES_ADMIN_FM_IDS),
  }));
};

export default auth;
