import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountParamsSchema, DoneAnswerSchema, M, MfaRequirementBodySchema, MfaRequirementParamsSchema, MfaRequirementSavedAnswerSchema, MfaRequirementsAnswerSchema, OneTimePasswordAnswerSchema } from '@portal/domain';
import { resetPassword } from '../../admin/accounts.js';
import { signOutEverywhere } from '../../identity/end-sessions.js';
import { clearTwoFactor, setTwoFactorRequirement, twoFactorRequirements } from '../../identity/two-factor.js';
import { loadAuthorized } from './accounts-load.js';

/** What the administrator does to an account's sign-in: reset the password, sign out everywhere, clear two-factor; and which roles need it. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/accounts/:username/reset-password',
    { schema: { tags: ['admin'], summary: 'Reset the password: a one-time password (shown once) the owner must change; every session ends', params: AccountParamsSchema, response: { 200: OneTimePasswordAnswerSchema } } },
    async (request) => {
      const account = await loadAuthorized(app.db, request.user!, request.params.username, 'reset-password');
      const { data, password } = await resetPassword(app.db, request.user!, account.USERNAME);
      return { success: true as const, msg: request.say(M.account.passwordReset), password, data };
    },
  );

  app.post(
    '/api/admin/accounts/:username/sign-out',
    { schema: { tags: ['admin'], summary: 'Sign the account out everywhere: every token it holds is refused', params: AccountParamsSchema, response: { 200: DoneAnswerSchema } } },
    async (request) => {
      const account = await loadAuthorized(app.db, request.user!, request.params.username, 'sign-out');
      await signOutEverywhere(app.db, request.user!, account.USERNAME);
      return { success: true as const, msg: request.say(M.account.signedOutEverywhere) };
    },
  );

  app.delete(
    '/api/admin/accounts/:username/mfa',
    { schema: { tags: ['admin'], summary: "Clear the account's two-factor sign-in (a lost phone): it signs in with the password and enrols again", params: AccountParamsSchema, response: { 200: DoneAnswerSchema } } },
    async (request) => {
      const account = await loadAuthorized(app.db, request.user!, request.params.username, 'clear-mfa');
      await clearTwoFactor(app.db, request.user!, account.USERNAME);
      return { success: true as const, msg: request.say(M.account.mfaCleared) };
    },
  );

  app.get(
    '/api/admin/mfa-requirements',
    { schema: { tags: ['admin'], summary: 'Whether administrators (ADM) and staff (FMR) must sign in with a second factor', response: { 200: MfaRequirementsAnswerSchema } } },
    async () => ({ success: true as const, data: await twoFactorRequirements(app.db) }),
  );

  app.put(
    '/api/admin/mfa-requirements/:role',
    {
      schema: {
        tags: ['admin'],
        summary: 'Require (or stop requiring) two-factor sign-in for a role',
        params: MfaRequirementParamsSchema,
        body: MfaRequirementBodySchema,
        response: { 200: MfaRequirementSavedAnswerSchema },
      },
    },
    async (request) => {
      const data = await setTwoFactorRequirement(app.db, request.user!, request.params.role, request.body.required);
      return { success: true as const, msg: request.say(M.account.requirementSaved), data };
    },
  );
};
export default routes;
