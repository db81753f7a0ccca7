import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@portal/domain';
import { isApiPath } from '../lib/api-paths.js';
import { newCspNonce, scriptHash } from './security-headers.js';

/** The CSP hashes of a page's inline scripts (those without `src`). */
const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((text) => text.length > 0)
    .map(scriptHash);

/** Serves the built web app with SPA fallback; unknown API paths answer JSON 404. */
export default fp(async (app) => {
  const dist = app.config.WEB_DIST;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The page itself is served below, with its per-answer style nonce.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build writes a brotli and a gzip copy of each script and style sheet (apps/web/vite.config.ts):
      // sent to browsers that accept them (with `Vary: Accept-Encoding`), never served under their own names.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed assets never change; the page itself must always be revalidated so a release is seen at once.
      setHeaders: (res, file) => res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  // Every other GET outside the API is a screen of the single-page app.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(url)) {
      return reply.status(404).send({ success: false, msg: MSG.notFound, code: 'NOT_FOUND' });
    }
    // A fresh style nonce per answer: the page carries it for Mantine's <style> elements and the
    // Content-Security-Policy (plugins/security-headers.ts) allows exactly it.
    const nonce = newCspNonce();
    request.cspNonce = nonce;
    const html = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
    // The page's inline script (the first paint, apps/web/build/first-paint.ts) is allowed by its hash.
    request.cspScriptHashes = inlineScriptHashes(html);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`));
  });
});
