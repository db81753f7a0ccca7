import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountRoutes from './accounts.js';
import accountActionRoutes from './accounts-actions.js';
import studentsImportRoutes from './students-import.routes.js';
import auditRoutes from './audit.routes.js';
import jobsRoutes from './jobs.routes.js';
import academicsRoutes from './academics.routes.js';

/** The administration area (`/api/admin/…` for the administrator): one line per route file. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(accountActionRoutes);
  await app.register(studentsImportRoutes);
  await app.register(auditRoutes);
  await app.register(jobsRoutes);
  await app.register(academicsRoutes);
};
export default routes;
