import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { StatusOptionSchema, clearanceStatusOptionsFor, statusOptionsFor } from '@portal/domain';
import { isFullyMigrated } from '../../ops/schema-version.js';

const ReadySchema = z.object({ status: z.enum(['ready', 'starting', 'draining', 'migrating', 'database unavailable']) });

const core: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { schema: { tags: ['core'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.dbKind };
    },
  );

  // Migrations never un-apply: once seen complete, the check is not repeated.
  let migrated = false;
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['core'],
        summary: 'Readiness for a load balancer: 200 only while the instance serves (database answering, migrations applied); 503 while starting or shutting down',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (_request, reply) => {
      const state = app.lifecycle.state;
      if (state !== 'ready') return reply.code(503).send({ status: state });
      try {
        await app.db.execute(sql`select 1`);
        migrated ||= await isFullyMigrated(app.db);
      } catch {
        return reply.code(503).send({ status: 'database unavailable' as const });
      }
      if (!migrated) return reply.code(503).send({ status: 'migrating' as const });
      return { status: 'ready' as const };
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
