import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Routes of the clearance area (paths as the spec documents them). */
const routes: FastifyPluginAsyncZod = async (_app) => {};

export default routes;
