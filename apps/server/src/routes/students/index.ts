import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import profileRoutes from './profile.routes.js';

/** Routes of the students area: the student's own profile (the ID-card application is the id-cards area's). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
};

export default routes;
