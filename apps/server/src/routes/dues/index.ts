import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DuesListAnswerSchema, DuesUpdateAnswerSchema, DuesUpdateBodySchema } from '@portal/domain';
import { listDues } from './dues.repository.js';
import { updateDues } from './update-dues.service.js';

/** Card dues: staff on the dues allow-list only. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/challan-dues',
    { schema: { tags: ['dues'], summary: 'All card dues: a nested array whose first element is the list of rows', response: { 200: DuesListAnswerSchema } } },
    async () => [await listDues(app.db)] as [Awaited<ReturnType<typeof listDues>>],
  );

  app.patch(
    '/challan-dues',
    {
      schema: {
        tags: ['dues'],
        summary: 'Change one due; applies to challans issued afterwards',
        body: DuesUpdateBodySchema,
        response: { 200: DuesUpdateAnswerSchema },
      },
    },
    async (request) => {
      const affectedRows = await updateDues(app.db, request.user!, request.body);
      return [{ affectedRows, changedRows: affectedRows }] as [{ affectedRows: number; changedRows: number }];
    },
  );
};

export default routes;
