import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { finishDocument } from './openapi-document.js';
import { declareErrorAnswers } from './route-contracts.js';

/** OpenAPI document from the routes' zod schemas, and a docs page at /api/docs. */
export default fp(async (app) => {
  // Registered before the routes: each route's schema gains the error shape (plugins/route-contracts.ts).
  app.addHook('onRoute', declareErrorAnswers);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Student Services Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // What standard tools need beyond the routes' schemas (./openapi-document.ts); the server is this portal's
    // public address when configured, else the host the document was read from.
    transformObject: (d) => finishDocument('openapiObject' in d ? d.openapiObject : d.swaggerObject, app.config.PUBLIC_URL ?? '/'),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
