import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InsightsAnswerSchema, insightsScope } from '@portal/domain';
import { forbidden } from '../../lib/errors.js';
import { getInsights } from './get-insights.service.js';
import { createInsightsCache } from './insights-cache.js';

/** How long the figures of one scope are reused (the answer says when they were computed: `asOf`). */
const INSIGHTS_CACHE_MS = 60_000;

/** Office productivity dashboard. */
const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const figuresOf = createInsightsCache((scope: 'all' | number) => getInsights(app.db, scope), INSIGHTS_CACHE_MS);
  app.get(
    '/api/admin/insights',
    {
      schema: {
        tags: ['insights'],
        summary:
          "Waiting requests, weekly received/decided, days to decision and the oldest waiting: the caller's office, or every office for the examination office and the treasurer",
        response: { 200: InsightsAnswerSchema },
      },
    },
    async (request) => {
      const scope = insightsScope(request.user);
      if (scope == null) throw forbidden();
      return { success: true as const, data: await figuresOf(scope) };
    },
  );
};

export default insightsRoutes;
