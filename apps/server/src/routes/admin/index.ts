import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The administration area (`/api/admin/…` for the administrator): one line per route file. */
const routes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
export default routes;
