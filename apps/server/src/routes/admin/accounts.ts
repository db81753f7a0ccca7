import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountChangedAnswerSchema, AccountCreateBodySchema, AccountListQuerySchema, AccountParamsSchema, AccountPatchBodySchema, AccountRowSchema, M, OneTimePasswordAnswerSchema, pagedSchema } from '@portal/domain';
import { createAccount, updateAccount } from '../../admin/accounts.js';
import { listAccounts } from '../../admin/account-list.js';
import { loadAuthorized } from './accounts-load.js';

/** The administrator's accounts: list, create (one-time password), change, disable and enable. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every account, paged on the server; search by username or name; filter by office, role, disabled, two-factor on',
        querystring: AccountListQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: pagedSchema(AccountRowSchema) }) },
      },
    },
    async (request) => ({ success: true as const, data: await listAccounts(app.db, request.query) }),
  );

  app.post(
    '/api/admin/accounts',
    { schema: { tags: ['admin'], summary: 'Create a staff or administrator account; answers its one-time password (shown once)', body: AccountCreateBodySchema, response: { 200: OneTimePasswordAnswerSchema } } },
    async (request) => {
      const { data, password } = await createAccount(app.db, request.user!, request.body);
      return { success: true as const, msg: request.say(M.account.accountCreated), password, data };
    },
  );

  app.patch(
    '/api/admin/accounts/:username',
    {
      schema: {
        tags: ['admin'],
        summary: "Change an account's name, office, staff id, flags or e-mail; disable or enable it",
        params: AccountParamsSchema,
        body: AccountPatchBodySchema,
        response: { 200: AccountChangedAnswerSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const account = await loadAuthorized(app.db, user, request.params.username, request.body.disabled === true ? 'disable' : 'update', request.body);
      const data = await updateAccount(app.db, user, account.USERNAME, request.body);
      // Disabling or enabling says so; any other change is "saved".
      const said = request.body.disabled === true ? M.account.accountDisabled : request.body.disabled === false ? M.account.accountEnabled : M.account.accountSaved;
      return { success: true as const, msg: request.say(said), data };
    },
  );
};
export default routes;
