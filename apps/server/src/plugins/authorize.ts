import type { FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_TABLE, accessKey, isAllowed, M, personOf, WHILE_MFA_ENROLMENT, WHILE_PASSWORD_CHANGE, type AccessRule, type Message } from '@portal/domain';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { isApiPath, isDocsPath } from '../lib/api-paths.js';

/** A route's entry in the access table: its key (`METHOD /path`, a HEAD under its GET's key) and its rule. */
interface Door {
  key: string;
  rule: AccessRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The access table's entry of the route, per method; set for every API route at registration. */
    doors?: Partial<Record<string, Door>>;
  }
  interface FastifyInstance {
    /** Every API route with its rule and schema (the access test and the resilience suite walk them); HEAD routes are their GET's. */
    apiRoutes: { method: string; url: string; access: AccessRule; schema?: FastifySchema }[];
  }
}

/** The door of the route Fastify matched for this request (never the raw URL), or undefined outside the API. */
export const doorOf = (request: FastifyRequest): Door | undefined => request.routeOptions.config?.doors?.[request.method];

/** What the session must settle before the call `key` (a one-time password, a required second factor), or null. */
function pendingStep(request: FastifyRequest, key: string): Message | null {
  const user = personOf(request.actor);
  if (user?.MUST_CHANGE_PASSWORD && !WHILE_PASSWORD_CHANGE.has(key)) return M.account.mustChangePassword;
  if (user?.MFA_ENROL_REQUIRED && !WHILE_MFA_ENROLMENT.has(key)) return M.account.mfaEnrolRequired;
  return null;
}

/**
 * The one door of the API. At registration every route — HEAD and OPTIONS included, a HEAD under its GET's
 * entry — takes its rule from the access table (domain/access); an API route without one stops the server.
 * On every request the rule is read from the route the router matched, so any spelling of a path that
 * reaches a handler (percent-encoded letters, doubled slashes) meets the same rule as the canonical one.
 * Before the body is even validated: anonymous callers of a non-public route get 401, callers the rule does
 * not allow 403, and a session that must first change its one-time password or turn on a required second
 * factor 403 for every call but those that settle it. Routes outside the API (the web app, the API
 * document, the local control calls) carry no door and guard themselves.
 */
export default fp(async (app) => {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const doors: Record<string, Door> = {};
    for (const method of methods) {
      const key = accessKey(method === 'HEAD' ? 'GET' : method, route.url);
      const rule = ACCESS_TABLE[key];
      if (!rule) {
        if (!isApiPath(route.url) || isDocsPath(route.url)) continue;
        throw new Error(`Route ${accessKey(method, route.url)} has no entry in the access table (packages/domain/src/access)`);
      }
      doors[method] = { key, rule };
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access: rule, schema: route.schema });
    }
    if (Object.keys(doors).length) route.config = { ...(route.config ?? {}), doors } as typeof route.config;
  });
  const ctx = { duesAdminFmIds: app.config.DUES_ADMIN_FM_IDS };
  // onRequest (after the auth plugin's hook, which names the actor): refused before the body is even read.
  app.addHook('onRequest', async (request) => {
    const door = doorOf(request);
    if (!door) return;
    if (!door.rule.includes('public')) {
      if (!request.actor) throw request.sessionEnded ? new AppError(401, request.sessionEnded) : unauthorized();
      if (!isAllowed(door.rule, request.actor, ctx)) throw forbidden();
    }
    const step = pendingStep(request, door.key);
    if (step) throw forbidden(step);
  });
});
