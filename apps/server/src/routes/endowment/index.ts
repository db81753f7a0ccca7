import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import eftRoutes from './eft-routes.js';

/** Routes of the endowment area: eligibility, schedules, applications and the treasurer's decisions. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eftRoutes);
};

export default routes;
