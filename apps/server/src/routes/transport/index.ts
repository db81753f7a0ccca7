import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import application from './application.js';
import review from './review.js';
import routesAndStops from './routes-stops.js';

/** Routes of the transport area (the paths the portal's clients call; they do not change). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(routesAndStops);
  await app.register(application);
  await app.register(review);
};

export default routes;
