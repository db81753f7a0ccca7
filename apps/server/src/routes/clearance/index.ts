import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import challanRoutes from './challan-routes.js';
import documentRoutes from './document-routes.js';
import feeRoutes from './fee-routes.js';
import progressRoutes from './progress-routes.js';
import reviewRoutes from './review-routes.js';
import studentRoutes from './student-routes.js';

/** Routes of the clearance area (the paths the portal's clients call; they do not change). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(studentRoutes);
  await app.register(reviewRoutes);
  await app.register(challanRoutes);
  await app.register(feeRoutes);
  await app.register(documentRoutes);
  await app.register(progressRoutes);
};

export default routes;
