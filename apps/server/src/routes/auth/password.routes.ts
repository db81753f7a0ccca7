import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangePasswordAnswerSchema, ChangePasswordBodySchema, DoneAnswerSchema, M } from '@portal/domain';
import { changeOwnPassword } from '../../identity/change-password.js';
import { signOutEverywhere } from '../../identity/end-sessions.js';

/** The signed-in user's own password and sessions. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/change-password',
    {
      schema: { tags: ['auth'], summary: 'Change one\'s password (the current one must be right); answers a new token, every earlier one is refused', body: ChangePasswordBodySchema, response: { 200: ChangePasswordAnswerSchema } },
      // Throttled as the login is: per address, and wrong current passwords count toward the account's lock.
      config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = request.user!;
      await changeOwnPassword(app.db, user, request.body.oldPassword, request.body.newPassword);
      return { success: true as const, msg: request.say(M.account.passwordChanged), token: await app.tokens.sign(user) };
    },
  );

  app.post(
    '/api/auth/sign-out-everywhere',
    { schema: { tags: ['auth'], summary: 'Sign out on every device: every token of the account is refused', response: { 200: DoneAnswerSchema } } },
    async (request) => {
      const user = request.user!;
      await signOutEverywhere(app.db, user, user.USERNAME);
      return { success: true as const, msg: request.say(M.account.youSignedOutEverywhere) };
    },
  );
};
export default routes;
