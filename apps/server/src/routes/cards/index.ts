import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import digitalCardRoutes from './digital-card.routes.js';
import officeCardRoutes from './office.routes.js';
import publicCardRoutes from './public.routes.js';
import { CardSigner } from './signing-keys.js';

/** Cards people carry: printing, the digital card, and verification by anyone from the public keys. */
const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = new CardSigner(app.db, app.config);
  // The key is read, or generated on the first start, before any request.
  await signer.load();
  await app.register(publicCardRoutes, { signer });
  await app.register(digitalCardRoutes, { signer });
  await app.register(officeCardRoutes, { signer });
};

export default cardRoutes;
