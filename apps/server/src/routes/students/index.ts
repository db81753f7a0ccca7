import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cardRoutes from './card-routes.js';
import eftRoutes from './eft-routes.js';

/** Routes of the students area: the student's ID-card calls and endowment funds. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardRoutes);
  await app.register(eftRoutes);
};

export default routes;
