import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cardRequestRoutes from './card-request.routes.js';
import newInterRoutes from './new-inter.routes.js';
import studentDataRoutes from './student-data.routes.js';
import studentCardRoutes from './student-card.routes.js';

/** Routes of the id-cards area: the card office's requests and student data, and the student's own card application. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cardRequestRoutes);
  await app.register(studentDataRoutes);
  await app.register(newInterRoutes);
  await app.register(studentCardRoutes);
};

export default routes;
