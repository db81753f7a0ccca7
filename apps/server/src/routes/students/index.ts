import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cardRoutes from './card-routes.js';

/** Routes of the students area: the student's ID-card calls. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardRoutes);
};

export default routes;
