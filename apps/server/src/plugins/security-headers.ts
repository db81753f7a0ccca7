import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { isApiPath, isDocsPath } from '../lib/api-paths.js';
import { doorOf } from './authorize.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The style nonce of this HTML answer (the web app's page gets it in `<meta property="csp-nonce">`). */
    cspNonce?: string;
    /** The hashes (`sha256-…`) of the inline scripts of this HTML answer (plugins/web.ts). */
    cspScriptHashes?: string[];
  }
}

/** A fresh nonce for one HTML answer. */
export const newCspNonce = () => crypto.randomBytes(18).toString('base64');

const COMMON = ["frame-ancestors 'none'", "form-action 'self'", "base-uri 'none'", "object-src 'none'"];

/** The CSP source of an inline script: the base64 SHA-256 of its text. */
export const scriptHash = (text: string) => `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The web app's policy (docs/decisions.md "Hardening"): scripts only from the portal's origin, and
 * the page's own inline script by its hash (the first paint,: `hashes`), nothing else inline. Mantine writes its CSS variables and responsive styles into `<style>` elements, which
 * carry the page's nonce (MantineProvider `getStyleNonce`); inline `style` props are set by React through
 * the CSSOM, which CSP does not govern, so no `unsafe-inline` is needed for styles either.
 */
export const appCsp = (nonce: string, hashes: readonly string[] = [], wasm = false) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...hashes.map((h) => `'${h}'`)].join(' '),
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ...COMMON,
  ].join('; ');

/**
 * The API docs page (Swagger UI): its scripts are files of our origin too, but the UI sets style
 * attributes in markup it generates, so its styles need `unsafe-inline` (the page holds no session).
 */
export const DOCS_CSP = ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", "connect-src 'self'", ...COMMON].join('; ');

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * The card verifier's page reads a card's QR code with the phone's camera, where the browser has no QR
 * reader of its own through a decoder compiled to WebAssembly (a file of the build): that page alone may
 * use the camera and compile WebAssembly. Its service worker is a script of our origin (`'self'`).
 */
export const CAMERA_PAGES: readonly string[] = ['/verify-card'];
export const CAMERA_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';
const isCameraPage = (url: string) => CAMERA_PAGES.includes(url.replace(/\/+$/, '').toLowerCase());

/**
 * Headers on every answer: Permissions-Policy everywhere, a Content-Security-Policy on every HTML page,
 * and `Cache-Control: no-store` on API answers that do not say otherwise (lists, details, photos and PDFs
 * carry personal data; no shared or browser cache may keep them).
 */
export default fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0];
    const type = String(reply.getHeader('content-type') ?? '');
    const camera = type.startsWith('text/html') && isCameraPage(url);
    reply.header('permissions-policy', camera ? CAMERA_PERMISSIONS_POLICY : PERMISSIONS_POLICY);
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', isDocsPath(url) ? DOCS_CSP : appCsp(request.cspNonce ?? newCspNonce(), request.cspScriptHashes, camera));
    } else if ((doorOf(request) || (isApiPath(url) && !isDocsPath(url))) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
