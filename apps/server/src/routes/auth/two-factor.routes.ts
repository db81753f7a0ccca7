import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { M, MfaConfirmAnswerSchema, MfaConfirmBodySchema, MfaEnrolAnswerSchema, MfaStatusAnswerSchema } from '@portal/domain';
import { confirmTwoFactor, enrolTwoFactor, twoFactorOn } from '../../identity/two-factor.js';

/** Two-factor sign-in (TOTP) of staff and administrators: enrol, then confirm with the first code. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/mfa',
    { schema: { tags: ['auth'], summary: 'Whether two-factor sign-in is on for the signed-in account', response: { 200: MfaStatusAnswerSchema } } },
    async (request) => ({ success: true as const, on: await twoFactorOn(app.db, request.user!) }),
  );

  app.post(
    '/api/auth/mfa/enrol',
    { schema: { tags: ['auth'], summary: 'Start two-factor sign-in: a new secret, its otpauth URL and QR code', response: { 200: MfaEnrolAnswerSchema } } },
    async (request) => ({ success: true as const, ...(await enrolTwoFactor(app.db, app.config.TOKEN_SECRET, request.user!)) }),
  );

  app.post(
    '/api/auth/mfa/confirm',
    {
      schema: { tags: ['auth'], summary: 'Turn two-factor sign-in on with the first code; answers ten one-time recovery codes and a new token', body: MfaConfirmBodySchema, response: { 200: MfaConfirmAnswerSchema } },
      // Codes are six digits: guessing is throttled as the login is.
      config: { rateLimit: { max: app.config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = request.user!;
      const recoveryCodes = await confirmTwoFactor(app.db, app.config.TOKEN_SECRET, user, request.body.code);
      return { success: true as const, msg: request.say(M.account.mfaOn), recoveryCodes, token: await app.tokens.sign(user) };
    },
  );
};
export default routes;
