import type { RouteOptions } from 'fastify';
import { ErrorAnswerSchema } from '@portal/domain';

/**
 * Every documented route answers refusals and failures in one shape (`{ success: false, msg, code }`, from the one
 * error handler): each route's schema gets it for 4xx and 5xx unless the route declares its own. Declared
 * here once rather than in a hundred route files; the OpenAPI document shows it on every operation, and
 * `route-contracts.test.ts` fails when an operation lacks it or a 2xx answer.
 */
export function declareErrorAnswers(route: RouteOptions): void {
  if (!route.schema || route.schema.hide) return;
  const response = (route.schema.response ?? {}) as Record<string, unknown>;
  route.schema.response = { '4xx': ErrorAnswerSchema, '5xx': ErrorAnswerSchema, ...response };
}
