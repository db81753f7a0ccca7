import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cardRequestRoutes from './card-request.routes.js';
import newInterRoutes from './new-inter.routes.js';
import studentDataRoutes from './student-data.routes.js';

/** Routes of the id-cards area (paths as the spec documents them; additions in docs/decisions/id-cards.md). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardRequestRoutes);
  await app.register(studentDataRoutes);
  await app.register(newInterRoutes);
};

export default routes;
