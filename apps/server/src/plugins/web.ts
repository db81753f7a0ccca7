import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@portal/domain';
import { isApiPath } from '../lib/api-paths.js';

/** Serves the built web app with SPA fallback; unknown API paths answer JSON 404. */
export default fp(async (app) => {
  const dist = app.config.WEB_DIST;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // Hashed assets never change; the page itself must always be revalidated so a release is seen at once.
      setHeaders: (res, file) => res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  // Every other GET outside the API is a screen of the single-page app.
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(url)) {
      return reply.status(404).send({ success: false, msg: MSG.notFound, code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
