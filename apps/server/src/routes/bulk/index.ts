import { BulkUpdateAnswerSchema, BulkUpdateBodySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkUpdate } from './bulk-update.service.js';

/** Bulk decisions. */
const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/bulk-update',
    {
      schema: {
        tags: ['bulk decisions'],
        summary:
          'One change (STATUS, COMMENT, VENUE, DIST_DT) to up to 1,000 rows of a staff list, by T_IDs or ROLNOs; each row through its single save in its own transaction; dryRun previews',
        body: BulkUpdateBodySchema,
        response: { 200: BulkUpdateAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await bulkUpdate(app, request.user!, request.body) }),
  );
};

export default bulkRoutes;
