import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { M } from '@portal/domain';
import { isApiPath } from '../lib/api-paths.js';
import { newCspNonce, scriptHash } from './security-headers.js';

/** The CSP hashes of a page's inline scripts (those without `src`). */
const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((text) => text.length > 0)
    .map(scriptHash);

/** Answers of the web app that compress well: HTML, scripts, styles, JSON, SVG, XML and plain text. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this size compressing saves too little to be worth it (the build skips such files too). */
const MIN_COMPRESSED_BYTES = 1024;
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to send: brotli, else gzip, when the browser accepts it (`q=0` refuses). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const of = (e: string) => q.get(e) ?? q.get('*') ?? 0;
  return of('br') > 0 ? 'br' : of('gzip') > 0 ? 'gzip' : null;
}

/**
 * The one rule for the web app's text answers: a text answer of at least 1 KB not already compressed (the
 * build's brotli and gzip copies, sent by @fastify/static) is compressed on the way out, for the browsers
 * that accept it; its choice depends on Accept-Encoding, so it says so (Vary).
 */
async function compressText(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  const size = typeof payload === 'string' || Buffer.isBuffer(payload) ? Buffer.byteLength(payload) : Number(reply.getHeader('content-length') ?? 0);
  if (size < MIN_COMPRESSED_BYTES) return payload;
  varyOnEncoding(reply);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return encoding === 'br' ? brotli(payload, BROTLI) : gzip(payload);
  return (payload as Readable).pipe(encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip());
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * A path that names a file (under /assets/, or a last segment with an extension such as `.js`, `.png`,
 * `.ico`): a missing one is 404, never the page, so a browser never runs or caches HTML as a script.
 */
export const namesFile = (url: string) => url.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(url.slice(url.lastIndexOf('/') + 1));

/**
 * Serves the built web app: its files (compressed by the rule above), the page for every navigation
 * (single-page app), 404 for a missing file; unknown API paths answer JSON 404.
 */
export default fp(async (app) => {
  const dist = app.config.WEB_DIST;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    // The files' routes in a context of their own, so the compression hook sees only them.
    await app.register(async (files) => {
      files.addHook('onSend', compressText);
      await files.register(fastifyStatic, {
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
        setHeaders: (res, file) =>
          res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
    });
  }
  // Every other GET outside the API that names no file is a screen of the single-page app.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (!hasWeb || (request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(url) || (namesFile(url) && url !== '/index.html')) {
      return reply.status(404).send({ success: false, msg: request.say(M.common.notFound), code: 'NOT_FOUND' });
    }
    // A fresh style nonce per answer: the page carries it for Mantine's <style> elements and the
    // Content-Security-Policy (plugins/security-headers.ts) allows exactly it.
    const nonce = newCspNonce();
    request.cspNonce = nonce;
    const html = await fs.promises.readFile(path.join(dist, 'index.html'), 'utf8');
    // The page's inline script (the first paint, apps/web/build/first-paint.ts) is allowed by its hash.
    request.cspScriptHashes = inlineScriptHashes(html);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(await compressText(request, reply, html.replace('<head>', `<head><meta property="csp-nonce" nonce="${nonce}" />`)));
  });
});
