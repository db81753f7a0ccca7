import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_TABLE, accessKey, isAllowed, type AccessRule } from '@portal/domain';
import { forbidden, unauthorized } from '../lib/errors.js';
import { isApiPath, isDocsPath } from '../lib/api-paths.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from the access table for every route. */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** Every API route with its rule and schema (the access test and the resilience suite walk them). */
    apiRoutes: { method: string; url: string; access: AccessRule; schema?: FastifySchema }[];
  }
}


/**
 * Every route must have an entry in the access table (domain/access); a route without one stops the
 * server at start. Before anything else, anonymous callers of a non-public route get 401 and callers the
 * rule does not allow get 403.
 */
export default fp(async (app) => {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = accessKey(method, route.url);
      const rule = ACCESS_TABLE[key];
      if (!rule) {
        if (!isApiPath(route.url) || isDocsPath(route.url)) continue;
        throw new Error(`Route ${key} has no entry in the access table (packages/domain/src/access)`);
      }
      route.config = { ...(route.config ?? {}), access: rule } as typeof route.config;
      app.apiRoutes.push({ method, url: route.url, access: rule, schema: route.schema });
    }
  });
  const ctx = { duesAdminFmIds: app.config.DUES_ADMIN_FM_IDS };
  // onRequest (after the auth plugin's hook): refused before the body is even validated.
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config?.access;
    if (!rule || rule.includes('public')) return;
    if (!request.user) throw unauthorized();
    if (!isAllowed(rule, request.user, ctx)) throw forbidden();
  });
});
