import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { StatusOptionSchema, clearanceStatusOptionsFor, statusOptionsFor } from '@portal/domain';

const core: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['core'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.dbKind };
    },
  );

  app.get(
    '/api/admin/getrequeststatuslist',
    {
      schema: {
        tags: ['core'],
        summary: 'Statuses the signed-in staff user may pick (?for=clearance: for its clearance row)',
        querystring: z.object({ for: z.enum(['clearance']).optional() }),
        response: { 200: z.array(StatusOptionSchema) },
      },
    },
    async (request) => (request.query.for === 'clearance' ? clearanceStatusOptionsFor(request.user!) : statusOptionsFor(request.user!)),
  );
};

export default core;
